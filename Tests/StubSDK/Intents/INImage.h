@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@interface INImage : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)imageNamed:(NSString *)name;
+ (instancetype)systemImageNamed:(NSString *)systemImageName NS_SWIFT_NAME(systemImageNamed(_:));
+ (instancetype)imageWithImageData:(NSData *)imageData;
+ (nullable instancetype)imageWithURL:(NSURL *)URL;
+ (nullable instancetype)imageWithURL:(NSURL *)URL width:(double)width height:(double)height;
@end

NS_ASSUME_NONNULL_END
