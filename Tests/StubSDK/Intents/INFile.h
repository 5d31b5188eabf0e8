@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(13, 0)
@interface INFile : NSObject <NSSecureCoding>
+ (INFile *)fileWithData:(NSData *)data filename:(NSString *)filename typeIdentifier:(nullable NSString *)typeIdentifier;
+ (INFile *)fileWithFileURL:(NSURL *)fileURL filename:(nullable NSString *)filename typeIdentifier:(nullable NSString *)typeIdentifier;
@property (readonly, copy) NSData *data;
@property (copy) NSString *filename;
@property (readonly, copy, nullable) NSString *typeIdentifier;
@property (readonly, strong, nullable) NSURL *fileURL;
@end

NS_ASSUME_NONNULL_END
