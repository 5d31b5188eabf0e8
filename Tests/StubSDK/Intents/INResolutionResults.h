@import Foundation;
@import CoreLocation;
#import "INIntentResolutionResult.h"
#import "INObject.h"
#import "INFile.h"
#import "INPerson.h"
#import "INCurrencyAmount.h"
#import "INSpeakable.h"

NS_ASSUME_NONNULL_BEGIN

@interface INStringResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedString:(NSString *)resolvedString NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithStringsToDisambiguate:(NSArray<NSString *> *)stringsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithStringToConfirm:(nullable NSString *)stringToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INIntegerResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedValue:(NSInteger)resolvedValue NS_SWIFT_NAME(success(with:));
+ (instancetype)confirmationRequiredWithValueToConfirm:(nullable NSNumber *)valueToConfirm NS_REFINED_FOR_SWIFT;
@end

@interface INDoubleResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedValue:(double)resolvedValue NS_SWIFT_NAME(success(with:));
+ (instancetype)confirmationRequiredWithValueToConfirm:(nullable NSNumber *)valueToConfirm NS_REFINED_FOR_SWIFT;
@end

INTENTGEN_IOS(10, 0)
@interface INBooleanResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedValue:(_Bool)resolvedValue NS_SWIFT_NAME(success(with:));
+ (instancetype)confirmationRequiredWithValueToConfirm:(nullable NSNumber *)valueToConfirm NS_REFINED_FOR_SWIFT;
@end

// The base of the resolution results generated for the enums of an intent definition.
INTENTGEN_IOS(13, 0)
@interface INEnumResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedValue:(NSInteger)resolvedValue NS_REFINED_FOR_SWIFT;
+ (instancetype)confirmationRequiredWithValueToConfirm:(NSInteger)valueToConfirm NS_REFINED_FOR_SWIFT;
@end

// The base of the resolution results generated for the custom types of an intent definition.
INTENTGEN_IOS(13, 0)
@interface INObjectResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedObject:(INObject *)resolvedObject NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithObjectsToDisambiguate:(NSArray<INObject *> *)objectsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithObjectToConfirm:(nullable INObject *)objectToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

@interface INFileResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedFile:(INFile *)resolvedFile NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithFilesToDisambiguate:(NSArray<INFile *> *)filesToDisambiguate NS_SWIFT_NAME(disambiguation(with:)) INTENTGEN_IOS(13, 0);
+ (instancetype)confirmationRequiredWithFileToConfirm:(nullable INFile *)fileToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INDateComponentsResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedDateComponents:(NSDateComponents *)resolvedDateComponents NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithDateComponentsToDisambiguate:(NSArray<NSDateComponents *> *)dateComponentsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithDateComponentsToConfirm:(nullable NSDateComponents *)dateComponentsToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INPlacemarkResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedPlacemark:(CLPlacemark *)resolvedPlacemark NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithPlacemarksToDisambiguate:(NSArray<CLPlacemark *> *)placemarksToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithPlacemarkToConfirm:(nullable CLPlacemark *)placemarkToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INPersonResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedPerson:(INPerson *)resolvedPerson NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithPeopleToDisambiguate:(NSArray<INPerson *> *)peopleToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithPersonToConfirm:(nullable INPerson *)personToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(13, 0)
@interface INTimeIntervalResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedTimeInterval:(NSTimeInterval)resolvedTimeInterval NS_SWIFT_NAME(success(with:));
+ (instancetype)confirmationRequiredWithTimeIntervalToConfirm:(NSTimeInterval)timeIntervalToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INSpeakableStringResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedString:(INSpeakableString *)resolvedString NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithStringsToDisambiguate:(NSArray<INSpeakableString *> *)stringsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithStringToConfirm:(nullable INSpeakableString *)stringToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(13, 0)
@interface INURLResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedURL:(NSURL *)resolvedURL NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithURLsToDisambiguate:(NSArray<NSURL *> *)urlsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithURLToConfirm:(nullable NSURL *)urlToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

INTENTGEN_IOS(10, 0)
@interface INCurrencyAmountResolutionResult : INIntentResolutionResult
+ (instancetype)successWithResolvedCurrencyAmount:(INCurrencyAmount *)resolvedCurrencyAmount NS_SWIFT_NAME(success(with:));
+ (instancetype)disambiguationWithCurrencyAmountsToDisambiguate:(NSArray<INCurrencyAmount *> *)currencyAmountsToDisambiguate NS_SWIFT_NAME(disambiguation(with:));
+ (instancetype)confirmationRequiredWithCurrencyAmountToConfirm:(nullable INCurrencyAmount *)currencyAmountToConfirm NS_SWIFT_NAME(confirmationRequired(with:));
@end

NS_ASSUME_NONNULL_END
