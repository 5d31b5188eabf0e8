@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@interface INIntentResolutionResult : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)needsValue NS_SWIFT_NAME(needsValue());
+ (instancetype)notRequired NS_SWIFT_NAME(notRequired());
+ (instancetype)unsupported NS_SWIFT_NAME(unsupported());
@end

// INIntentResolutionResult+Custom.h: what generated parameter-specific results wrap.
@interface INIntentResolutionResult (Custom)
+ (instancetype)unsupportedWithReason:(NSInteger)reason NS_REFINED_FOR_SWIFT;
+ (instancetype)confirmationRequiredWithItemToConfirm:(id)itemToConfirm forReason:(NSInteger)reason NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
