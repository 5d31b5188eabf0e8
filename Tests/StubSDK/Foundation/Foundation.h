// Stub Foundation for type-checking Xcode-style SiriKit code on Linux.
// Declarations only: nothing here is ever compiled to object code or linked.

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_SWIFT_BRIDGE(_type) __attribute__((swift_bridge(#_type)))
#define NS_ENUM(_type, _name) enum _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum __attribute__((enum_extensibility(open), flag_enum)) _name : _type

// The iOS version Apple documents for a declaration (Apple's headers say `API_AVAILABLE(ios(14.0))`).
// A check with a deployment target (INTENTGEN_IOS_DEPLOYMENT, see Tests/StubSDK/README.md) makes it
// the custom availability domain of that version; any other check ignores it, as Linux ignores iOS.
#ifdef INTENTGEN_IOS_DEPLOYMENT
#include <IntentGenIOSVersions.h>
#define INTENTGEN_IOS(_major, _minor) __attribute__((availability(domain:iOS_##_major##_##_minor, 0)))
#else
#define INTENTGEN_IOS(_major, _minor)
#endif

NS_ASSUME_NONNULL_BEGIN

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval NS_SWIFT_NAME(TimeInterval);
typedef struct _NSZone NSZone;

@class NSString, NSCoder;

// MARK: - Root class and protocol

NS_SWIFT_NAME(NSObjectProtocol)
@protocol NSObject
- (_Bool)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
- (instancetype)self;
- (_Bool)isKindOfClass:(Class)aClass;
- (_Bool)isMemberOfClass:(Class)aClass;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (id)copy;
- (id)mutableCopy;
@end

// MARK: - Copying and coding

@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable NSZone *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@property (class, readonly) _Bool supportsSecureCoding;
@end

@interface NSCoder : NSObject
- (void)encodeObject:(nullable id)object forKey:(NSString *)key;
- (nullable id)decodeObjectForKey:(NSString *)key;
@end

// MARK: - Bridged value classes (Swift sees the Swift types named in swift_bridge)

NS_SWIFT_BRIDGE(Swift.String)
@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)aString;
@end

NS_SWIFT_BRIDGE(Swift.Array)
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@end

NS_SWIFT_BRIDGE(Swift.Dictionary)
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
- (instancetype)initWithDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
@end

NS_SWIFT_BRIDGE(Foundation.Data)
@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end

NS_SWIFT_BRIDGE(Foundation.Date)
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
@end

NS_SWIFT_BRIDGE(Foundation.URL)
@interface NSURL : NSObject <NSCopying, NSSecureCoding>
@property (nullable, readonly, copy) NSString *absoluteString;
@end

NS_SWIFT_BRIDGE(Foundation.UUID)
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy) NSString *UUIDString;
@end

NS_SWIFT_BRIDGE(Foundation.DateComponents)
@interface NSDateComponents : NSObject <NSCopying, NSSecureCoding>
@property NSInteger year;
@property NSInteger month;
@property NSInteger day;
@end

NS_SWIFT_BRIDGE(Foundation.PersonNameComponents)
@interface NSPersonNameComponents : NSObject <NSCopying, NSSecureCoding>
@property (copy, nullable) NSString *givenName;
@property (copy, nullable) NSString *familyName;
@end

// MARK: - Numbers

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSNumber : NSValue
- (NSNumber *)initWithChar:(char)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedChar:(unsigned char)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithShort:(short)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedShort:(unsigned short)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInt:(int)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedInt:(unsigned int)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithLongLong:(long long)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedLongLong:(unsigned long long)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithFloat:(float)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithDouble:(double)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithBool:(_Bool)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithInteger:(NSInteger)value NS_SWIFT_NAME(init(value:));
- (NSNumber *)initWithUnsignedInteger:(unsigned long)value NS_SWIFT_NAME(init(value:));
@property (readonly) char charValue;
@property (readonly) unsigned char unsignedCharValue;
@property (readonly) short shortValue;
@property (readonly) unsigned short unsignedShortValue;
@property (readonly) int intValue;
@property (readonly) unsigned int unsignedIntValue;
@property (readonly) long long longLongValue;
@property (readonly) unsigned long long unsignedLongLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) _Bool boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) unsigned long unsignedIntegerValue NS_SWIFT_NAME(uintValue);
@property (readonly, copy) NSString *stringValue;
@end

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithString:(nullable NSString *)numberValue;
@property (class, readonly, copy) NSDecimalNumber *zero;
@property (class, readonly, copy) NSDecimalNumber *one;
@end

// MARK: - Errors (Swift sees NSError * as Error)

typedef NSString *NSErrorDomain;

NS_SWIFT_BRIDGE(Swift.Error)
@interface NSError : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSString *, id> *)dict NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSString *, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@end

// MARK: - User activities

@interface NSUserActivity : NSObject
- (instancetype)initWithActivityType:(NSString *)activityType NS_DESIGNATED_INITIALIZER;
- (instancetype)init __attribute__((deprecated("Use initWithActivityType: with a specific activity type string")));
@property (readonly, copy) NSString *activityType;
@property (nullable, copy) NSString *title;
@property (nullable, copy) NSDictionary *userInfo;
@property (nullable, copy) NSURL *webpageURL;
@end

NS_ASSUME_NONNULL_END
