@import Foundation;
#import "INIntent.h"
#import "INIntentResponse.h"

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, INIntentHandlingStatus) {
    INIntentHandlingStatusUnspecified = 0,
    INIntentHandlingStatusReady,
    INIntentHandlingStatusInProgress,
    INIntentHandlingStatusSuccess,
    INIntentHandlingStatusFailure,
    INIntentHandlingStatusDeferredToApplication,
    INIntentHandlingStatusUserConfirmationRequired,
};

typedef NS_ENUM(NSInteger, INInteractionDirection) {
    INInteractionDirectionUnspecified = 0,
    INInteractionDirectionOutgoing,
    INInteractionDirectionIncoming,
};

INTENTGEN_IOS(10, 0)
@interface INInteraction : NSObject <NSSecureCoding, NSCopying>
- (instancetype)initWithIntent:(INIntent *)intent response:(nullable INIntentResponse *)response;
- (void)donateInteractionWithCompletion:(void (^ _Nullable)(NSError * _Nullable error))completion NS_SWIFT_NAME(donate(completion:));
+ (void)deleteAllInteractionsWithCompletion:(void (^ _Nullable)(NSError * _Nullable error))completion NS_SWIFT_NAME(deleteAll(completion:));
+ (void)deleteInteractionsWithIdentifiers:(NSArray<NSString *> *)identifiers completion:(void (^ _Nullable)(NSError * _Nullable error))completion NS_SWIFT_NAME(delete(with:completion:));
+ (void)deleteInteractionsWithGroupIdentifier:(NSString *)groupIdentifier completion:(void (^ _Nullable)(NSError * _Nullable error))completion NS_SWIFT_NAME(delete(with:completion:));
@property (readonly, copy) INIntent *intent;
@property (readonly, copy, nullable) INIntentResponse *intentResponse;
@property (readonly) INIntentHandlingStatus intentHandlingStatus;
@property (assign) INInteractionDirection direction;
@property (copy) NSString *identifier;
@property (copy, nullable) NSString *groupIdentifier;
@end

NS_ASSUME_NONNULL_END
