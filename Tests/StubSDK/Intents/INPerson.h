@import Foundation;
#import "INImage.h"
#import "INSpeakable.h"

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, INPersonHandleType) {
    INPersonHandleTypeUnknown = 0,
    INPersonHandleTypeEmailAddress,
    INPersonHandleTypePhoneNumber,
};

typedef NSString *INPersonHandleLabel __attribute__((swift_wrapper(struct)));
extern INPersonHandleLabel const INPersonHandleLabelHome;
extern INPersonHandleLabel const INPersonHandleLabelWork;
extern INPersonHandleLabel const INPersonHandleLabeliPhone;
extern INPersonHandleLabel const INPersonHandleLabelMobile;

typedef NSString *INPersonRelationship __attribute__((swift_wrapper(struct)));
extern INPersonRelationship const INPersonRelationshipFather;
extern INPersonRelationship const INPersonRelationshipMother;
extern INPersonRelationship const INPersonRelationshipFriend;

INTENTGEN_IOS(10, 0)
@interface INPersonHandle : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithValue:(nullable NSString *)value type:(INPersonHandleType)type label:(nullable INPersonHandleLabel)label NS_DESIGNATED_INITIALIZER INTENTGEN_IOS(10, 2);
- (instancetype)initWithValue:(nullable NSString *)value type:(INPersonHandleType)type;
@property (readonly, copy, nullable) NSString *value;
@property (readonly) INPersonHandleType type;
@property (readonly, copy, nullable) INPersonHandleLabel label INTENTGEN_IOS(10, 2);
@end

INTENTGEN_IOS(10, 0)
@interface INPerson : NSObject <INSpeakable, NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithPersonHandle:(INPersonHandle *)personHandle nameComponents:(nullable NSPersonNameComponents *)nameComponents displayName:(nullable NSString *)displayName image:(nullable INImage *)image contactIdentifier:(nullable NSString *)contactIdentifier customIdentifier:(nullable NSString *)customIdentifier;
- (instancetype)initWithPersonHandle:(INPersonHandle *)personHandle nameComponents:(nullable NSPersonNameComponents *)nameComponents displayName:(nullable NSString *)displayName image:(nullable INImage *)image contactIdentifier:(nullable NSString *)contactIdentifier customIdentifier:(nullable NSString *)customIdentifier relationship:(nullable INPersonRelationship)relationship INTENTGEN_IOS(14, 0);
- (instancetype)initWithPersonHandle:(INPersonHandle *)personHandle nameComponents:(nullable NSPersonNameComponents *)nameComponents displayName:(nullable NSString *)displayName image:(nullable INImage *)image contactIdentifier:(nullable NSString *)contactIdentifier customIdentifier:(nullable NSString *)customIdentifier isMe:(_Bool)isMe NS_DESIGNATED_INITIALIZER INTENTGEN_IOS(12, 0);
@property (readonly, copy, nullable) INPersonHandle *personHandle;
@property (readonly, copy, nullable) NSPersonNameComponents *nameComponents;
@property (readonly, copy) NSString *displayName;
@property (readonly, copy, nullable) INImage *image;
@property (readonly, copy, nullable) NSString *contactIdentifier;
@property (readonly, copy, nullable) NSString *customIdentifier;
@property (readonly, copy, nullable) INPersonRelationship relationship INTENTGEN_IOS(10, 2);
@end

NS_ASSUME_NONNULL_END
