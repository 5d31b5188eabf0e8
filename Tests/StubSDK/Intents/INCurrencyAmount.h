@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@interface INCurrencyAmount : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithAmount:(NSDecimalNumber *)amount currencyCode:(NSString *)currencyCode NS_DESIGNATED_INITIALIZER;
@property (readonly, copy, nullable) NSDecimalNumber *amount;
@property (readonly, copy, nullable) NSString *currencyCode;
@end

NS_ASSUME_NONNULL_END
