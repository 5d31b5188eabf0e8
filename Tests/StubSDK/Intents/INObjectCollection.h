@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@interface INObjectSection<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithTitle:(nullable NSString *)title items:(NSArray<ObjectType> *)items NS_DESIGNATED_INITIALIZER INTENTGEN_IOS(14, 0);
@property (readonly, copy, nullable) NSString *title;
@property (readonly, copy) NSArray<ObjectType> *items INTENTGEN_IOS(14, 0);
@end

// The options that a provide…OptionsCollection method returns.
INTENTGEN_IOS(14, 0)
@interface INObjectCollection<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithSections:(NSArray<INObjectSection<ObjectType> *> *)sections NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithItems:(NSArray<ObjectType> *)items;
@property (readonly, copy) NSArray<INObjectSection<ObjectType> *> *sections;
@property (readonly, copy) NSArray<ObjectType> *allItems;
@property (assign) _Bool usesIndexedCollation;
@end

NS_ASSUME_NONNULL_END
