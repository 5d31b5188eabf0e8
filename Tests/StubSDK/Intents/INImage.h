@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@interface INImage : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)imageNamed:(NSString *)name;
+ (instancetype)systemImageNamed:(NSString *)systemImageName NS_SWIFT_NAME(systemImageNamed(_:)) INTENTGEN_IOS(14, 0);
+ (instancetype)imageWithImageData:(NSData *)imageData;
+ (nullable instancetype)imageWithURL:(NSURL *)URL;
+ (nullable instancetype)imageWithURL:(NSURL *)URL width:(double)width height:(double)height INTENTGEN_IOS(11, 0);
@end

NS_ASSUME_NONNULL_END
