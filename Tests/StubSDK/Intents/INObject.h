@import Foundation;
#import "INImage.h"
#import "INSpeakable.h"

NS_ASSUME_NONNULL_BEGIN

// The base class of the custom types (INTypes) of an intent definition.
INTENTGEN_IOS(12, 0)
@interface INObject : NSObject <INSpeakable, NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString pronunciationHint:(nullable NSString *)pronunciationHint NS_DESIGNATED_INITIALIZER
    NS_SWIFT_NAME(init(identifier:display:pronunciationHint:));
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString
    NS_SWIFT_NAME(init(identifier:display:));
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString subtitleString:(nullable NSString *)subtitleString displayImage:(nullable INImage *)displayImage
    NS_SWIFT_NAME(init(identifier:display:subtitle:image:)) INTENTGEN_IOS(14, 0);
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString pronunciationHint:(nullable NSString *)pronunciationHint subtitleString:(nullable NSString *)subtitleString displayImage:(nullable INImage *)displayImage
    NS_SWIFT_NAME(init(identifier:display:pronunciationHint:subtitle:image:)) INTENTGEN_IOS(14, 0);
@property (readonly, strong, nullable) NSString *identifier;
@property (readonly, strong) NSString *displayString;
@property (readonly, strong, nullable) NSString *pronunciationHint;
@property (strong, nullable) NSString *subtitleString INTENTGEN_IOS(14, 0);
@property (strong, nullable) INImage *displayImage INTENTGEN_IOS(14, 0);
@property (readwrite, strong, nullable) NSArray<INSpeakableString *> *alternativeSpeakableMatches INTENTGEN_IOS(13, 0);
@end

NS_ASSUME_NONNULL_END
