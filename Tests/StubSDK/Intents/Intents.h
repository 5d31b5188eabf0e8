// Stub Intents (SiriKit): the API surface that code generated from .intentdefinition files, and the
// INExtension handlers written against it, use. Declarations only.
@import Foundation;
@import CoreLocation;
@import Contacts;

#import "INImage.h"
#import "INSpeakable.h"
#import "INIntent.h"
#import "INIntentResponse.h"
#import "INObject.h"
#import "INObjectCollection.h"
#import "INFile.h"
#import "INPerson.h"
#import "INCurrencyAmount.h"
#import "INIntentResolutionResult.h"
#import "INResolutionResults.h"
#import "INExtension.h"
#import "INInteraction.h"
#import "INAdditions.h"
