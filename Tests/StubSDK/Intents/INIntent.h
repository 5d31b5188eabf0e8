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

INTENTGEN_IOS(10, 0)
@interface INIntent : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy, nullable) NSString *identifier;
@property (readonly, copy, nullable) NSString *intentDescription INTENTGEN_IOS(11, 0);
@property (copy, nullable) NSString *suggestedInvocationPhrase INTENTGEN_IOS(12, 0);
@property (assign) INShortcutAvailabilityOptions shortcutAvailability INTENTGEN_IOS(14, 0);
- (void)setImage:(nullable INImage *)image forParameterNamed:(NSString *)parameterName NS_REFINED_FOR_SWIFT INTENTGEN_IOS(12, 0);
- (nullable INImage *)imageForParameterNamed:(NSString *)parameterName NS_REFINED_FOR_SWIFT INTENTGEN_IOS(12, 0);
- (nullable INImage *)keyImage;
@end

NS_ASSUME_NONNULL_END
