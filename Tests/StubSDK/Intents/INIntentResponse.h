@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@interface INIntentResponse : NSObject <NSCopying, NSSecureCoding>
@property (copy, nullable) NSUserActivity *userActivity;
@end

NS_ASSUME_NONNULL_END
