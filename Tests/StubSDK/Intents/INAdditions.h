// Intents' categories on classes of other frameworks.
@import Foundation;
@import CoreLocation;
@import Contacts;
#import "INIntent.h"
#import "INInteraction.h"

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@interface NSUserActivity (IntentsAdditions)
@property (readonly, nullable) INInteraction *interaction;
@property (copy, nullable) NSString *suggestedInvocationPhrase INTENTGEN_IOS(12, 0);
@property (assign) INShortcutAvailabilityOptions shortcutAvailability INTENTGEN_IOS(14, 0);
@end

INTENTGEN_IOS(10, 0)
@interface CLPlacemark (IntentsAdditions)
+ (instancetype)placemarkWithLocation:(CLLocation *)location name:(nullable NSString *)name postalAddress:(nullable CNPostalAddress *)postalAddress;
@end

NS_ASSUME_NONNULL_END
