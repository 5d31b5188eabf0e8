@import Foundation;
#import "INIntent.h"

NS_ASSUME_NONNULL_BEGIN

@protocol INIntentHandlerProviding <NSObject>
// Returns the object that handles the intent: one conforming to the intent's generated …Handling protocol.
- (nullable id)handlerForIntent:(INIntent *)intent;
@end

// The principal class of an Intents app extension.
@interface INExtension : NSObject <INIntentHandlerProviding>
@end

NS_ASSUME_NONNULL_END
