// Intents' categories on classes of other frameworks.
@import Foundation;
@import CoreLocation;
@import Contacts;
#import "INIntent.h"
#import "INInteraction.h"

NS_ASSUME_NONNULL_BEGIN

@interface NSUserActivity (IntentsAdditions)
@property (readonly, nullable) INInteraction *interaction;
@property (copy, nullable) NSString *suggestedInvocationPhrase;
@property (assign) INShortcutAvailabilityOptions shortcutAvailability;
@end

@interface CLPlacemark (IntentsAdditions)
+ (instancetype)placemarkWithLocation:(CLLocation *)location name:(nullable NSString *)name postalAddress:(nullable CNPostalAddress *)postalAddress;
@end

NS_ASSUME_NONNULL_END
