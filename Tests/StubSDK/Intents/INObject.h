@import Foundation;
#import "INImage.h"
#import "INSpeakable.h"

NS_ASSUME_NONNULL_BEGIN

// The base class of the custom types (INTypes) of an intent definition.
@interface INObject : NSObject <INSpeakable, NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString pronunciationHint:(nullable NSString *)pronunciationHint NS_DESIGNATED_INITIALIZER
    NS_SWIFT_NAME(init(identifier:display:pronunciationHint:));
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString
    NS_SWIFT_NAME(init(identifier:display:));
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString subtitleString:(nullable NSString *)subtitleString displayImage:(nullable INImage *)displayImage
    NS_SWIFT_NAME(init(identifier:display:subtitle:image:));
- (instancetype)initWithIdentifier:(nullable NSString *)identifier displayString:(NSString *)displayString pronunciationHint:(nullable NSString *)pronunciationHint subtitleString:(nullable NSString *)subtitleString displayImage:(nullable INImage *)displayImage
    NS_SWIFT_NAME(init(identifier:display:pronunciationHint:subtitle:image:));
@property (readonly, strong, nullable) NSString *identifier;
@property (readonly, strong) NSString *displayString;
@property (readonly, strong, nullable) NSString *pronunciationHint;
@property (strong, nullable) NSString *subtitleString;
@property (strong, nullable) INImage *displayImage;
@property (readwrite, strong, nullable) NSArray<INSpeakableString *> *alternativeSpeakableMatches;
@end

NS_ASSUME_NONNULL_END
