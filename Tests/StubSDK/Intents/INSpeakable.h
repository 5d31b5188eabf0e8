@import Foundation;

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@protocol INSpeakable <NSObject>
@property (readonly, strong) NSString *spokenPhrase;
@property (readonly, strong, nullable) NSString *pronunciationHint;
@property (readonly, strong, nullable) NSString *vocabularyIdentifier;
@property (readonly, strong, nullable) NSArray<id<INSpeakable>> *alternativeSpeakableMatches;
@optional
@property (readonly, strong, nullable) NSString *identifier __attribute__((deprecated("Please use vocabularyIdentifier")));
@end

INTENTGEN_IOS(10, 0)
@interface INSpeakableString : NSObject <INSpeakable, NSCopying, NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithVocabularyIdentifier:(NSString *)vocabularyIdentifier spokenPhrase:(NSString *)spokenPhrase pronunciationHint:(nullable NSString *)pronunciationHint NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithSpokenPhrase:(NSString *)spokenPhrase INTENTGEN_IOS(10, 2);
@end

NS_ASSUME_NONNULL_END
