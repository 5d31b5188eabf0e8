// Stub CoreLocation: the location and placemark classes that Intents APIs use.
@import Foundation;

NS_ASSUME_NONNULL_BEGIN

typedef double CLLocationDegrees;
typedef double CLLocationDistance;

typedef struct CLLocationCoordinate2D {
    CLLocationDegrees latitude;
    CLLocationDegrees longitude;
} CLLocationCoordinate2D;

@interface CLLocation : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithLatitude:(CLLocationDegrees)latitude longitude:(CLLocationDegrees)longitude;
@property (readonly) CLLocationCoordinate2D coordinate;
@property (readonly) CLLocationDistance altitude;
@end

@interface CLPlacemark : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithPlacemark:(CLPlacemark *)placemark;
@property (readonly, copy, nullable) CLLocation *location;
@property (readonly, copy, nullable) NSString *name;
@property (readonly, copy, nullable) NSString *thoroughfare;
@property (readonly, copy, nullable) NSString *locality;
@property (readonly, copy, nullable) NSString *administrativeArea;
@property (readonly, copy, nullable) NSString *postalCode;
@property (readonly, copy, nullable) NSString *ISOcountryCode;
@property (readonly, copy, nullable) NSString *country;
@end

NS_ASSUME_NONNULL_END
