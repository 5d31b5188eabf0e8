@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@interface INIntentResponse : NSObject <NSCopying, NSSecureCoding>
@property (copy, nullable) NSUserActivity *userActivity;
@end

NS_ASSUME_NONNULL_END
