// Stub Contacts: only the postal address that CLPlacemark's Intents additions take.
@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@interface CNPostalAddress : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *street;
@property (readonly, copy) NSString *city;
@property (readonly, copy) NSString *state;
@property (readonly, copy) NSString *postalCode;
@property (readonly, copy) NSString *country;
@property (readonly, copy) NSString *ISOCountryCode;
@end

@interface CNMutablePostalAddress : CNPostalAddress
@property (copy) NSString *street;
@property (copy) NSString *city;
@property (copy) NSString *state;
@property (copy) NSString *postalCode;
@property (copy) NSString *country;
@property (copy) NSString *ISOCountryCode;
@end

NS_ASSUME_NONNULL_END
