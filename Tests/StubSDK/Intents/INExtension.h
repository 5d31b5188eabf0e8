@import Foundation;
#import "INIntent.h"

NS_ASSUME_NONNULL_BEGIN

INTENTGEN_IOS(10, 0)
@protocol INIntentHandlerProviding <NSObject>
// Returns the object that handles the intent: one conforming to the intent's generated …Handling protocol.
- (nullable id)handlerForIntent:(INIntent *)intent;
@end

// The principal class of an Intents app extension.
INTENTGEN_IOS(10, 0)
@interface INExtension : NSObject <INIntentHandlerProviding>
@end

NS_ASSUME_NONNULL_END
