@import Foundation;
#import "INImage.h"

NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, INShortcutAvailabilityOptions) {
    INShortcutAvailabilityOptionSleepMindfulness = (1UL << 0),
    INShortcutAvailabilityOptionSleepJournaling = (1UL << 1),
    INShortcutAvailabilityOptionSleepMusic = (1UL << 2),
    INShortcutAvailabilityOptionSleepPodcasts = (1UL << 3),
    INShortcutAvailabilityOptionSleepReading = (1UL << 4),
    INShortcutAvailabilityOptionSleepWrapUpYourDay = (1UL << 5),
    INShortcutAvailabilityOptionSleepYogaAndStretching = (1UL << 6),
};

@interface INIntent : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy, nullable) NSString *identifier;
@property (readonly, copy, nullable) NSString *intentDescription;
@property (copy, nullable) NSString *suggestedInvocationPhrase;
@property (assign) INShortcutAvailabilityOptions shortcutAvailability;
- (void)setImage:(nullable INImage *)image forParameterNamed:(NSString *)parameterName NS_REFINED_FOR_SWIFT;
- (nullable INImage *)imageForParameterNamed:(NSString *)parameterName NS_REFINED_FOR_SWIFT;
- (nullable INImage *)keyImage;
@end

NS_ASSUME_NONNULL_END
