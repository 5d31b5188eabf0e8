import XCTest

/// Proves that `StubSDK.typeCheck` really type-checks Xcode-style SiriKit code: hand-written files
/// in the shape of Xcode's intent code generator output (flavour C of xcode-generated-swift.md)
/// and an `INExtension` handler are accepted, and deliberately broken variants are rejected with
/// the compiler's own message.
final class StubSDKTests: XCTestCase {
    static let generated: [String: String] = [
        "TransitionDestination.swift": Sample.transitionDestination,
        "TransitionStyle.swift": Sample.transitionStyle,
        "TransitionIntent.swift": Sample.transitionIntent,
    ]

    // MARK: - Accepted

    func testXcodeStyleGeneratedCodeTypeChecks() throws {
        let result = try StubSDK.typeCheck(Self.generated)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    func testXcodeStyleGeneratedCodeTypeChecksInSwift6Mode() throws {
        let result = try StubSDK.typeCheck(Self.generated, languageMode: 6)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    func testHandlerTypeChecksInSwift5Mode() throws {
        let result = try StubSDK.typeCheck(Self.generated.merging(["IntentHandler.swift": Sample.intentHandler]) { $1 })
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    func testHandlerTypeChecksInSwift6Mode() throws {
        let result = try StubSDK.typeCheck(
            Self.generated.merging(["IntentHandler.swift": Sample.intentHandler]) { $1 },
            moduleName: "IntentsExtension",
            languageMode: 6
        )
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    /// The stub API has the Swift signatures Apple's SDK imports, exactly (Swift 5 mode: Swift 6
    /// infers `& Sendable` key paths, which the exact-type pins do not spell).
    func testStubAPIHasApplesSwiftSignatures() throws {
        let result = try StubSDK.typeCheck(["APISurface.swift": Sample.apiSurface])
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    // MARK: - Rejected

    /// Generated files wrap everything in `#if canImport(Intents)`: if the stub Intents were not
    /// found, they would type-check vacuously.
    func testCodeInsideCanImportIntentsIsChecked() throws {
        let file = """
            #if canImport(Intents)
            import Intents
            let broken: Int = "not a number"
            #endif
            """
        try assertRejected(["Broken.swift": file], with: "cannot convert value of type 'String' to specified type 'Int'")
    }

    func testWrongOptionsElementTypeIsRejected() throws {
        let handler = try replacing(
            #"return INObjectCollection(sections: [INObjectSection(title: "Places", items: [home, work])])"#,
            with: #"return INObjectCollection(items: ["a"])"#,
            in: Sample.intentHandler
        )
        try assertRejected(
            Self.generated.merging(["IntentHandler.swift": handler]) { $1 },
            with: "cannot convert value of type 'String' to expected element type 'TransitionDestination'"
        )
    }

    func testHandlerMissingARequiredMemberIsRejected() throws {
        let handler = try replacing(
            "func resolveTitle(for intent: TransitionIntent) async -> TransitionTitleResolutionResult {",
            with: "func resolveHeadline(for intent: TransitionIntent) async -> TransitionTitleResolutionResult {",
            in: Sample.intentHandler
        )
        let result = try assertRejected(
            Self.generated.merging(["IntentHandler.swift": handler]) { $1 },
            with: "type 'IntentHandler' does not conform to protocol 'TransitionIntentHandling'"
        )
        XCTAssertTrue(result.output.contains("protocol requires function 'resolveTitle(for:)'"), result.output)
    }

    func testMisspelledTypeNameIsRejected() throws {
        let intent = try replacing(
            "@NSManaged public var destinations: [TransitionDestination]?",
            with: "@NSManaged public var destinations: [TransitionDestinaton]?",
            in: Sample.transitionIntent
        )
        try assertRejected(
            Self.generated.merging(["TransitionIntent.swift": intent]) { $1 },
            with: "cannot find type 'TransitionDestinaton' in scope"
        )
    }

    /// `Int?` has no Objective-C representation (that is why Xcode generates `NSNumber?`).
    func testNSManagedPropertyOfNonObjectiveCTypeIsRejected() throws {
        let intent = try replacing(
            "@NSManaged public var count: NSNumber?",
            with: "@NSManaged public var count: Int?",
            in: Sample.transitionIntent
        )
        try assertRejected(
            Self.generated.merging(["TransitionIntent.swift": intent]) { $1 },
            with: "property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C"
        )
    }

    // MARK: - Helpers

    @discardableResult
    private func assertRejected(
        _ files: [String: String],
        with message: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> TypeCheckResult {
        assertCompilerRejected(try StubSDK.typeCheck(files), with: message, file: file, line: line)
    }
}

/// Hand-written in the shape of Xcode's generated Swift (banner, `#if canImport(Intents)`,
/// availability lines, `@objc(…)` names, doc comments), not copied from any project.
private enum Sample {
    /// A custom type (`INObject` subclass) and its resolution result.
    static let transitionDestination = #"""
    //
    // TransitionDestination.swift
    //
    // This file was automatically generated and should not be edited.
    //

    #if canImport(Intents)

    import Intents

    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc(TransitionDestination)
    public class TransitionDestination: INObject {

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @NSManaged public var code: String?

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @NSManaged public var capacity: NSNumber?

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @NSManaged public var neighbours: [TransitionDestination]?

        override public class var supportsSecureCoding: Bool { true }

    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc(TransitionDestinationResolutionResult)
    public class TransitionDestinationResolutionResult: INObjectResolutionResult {

        // This resolution result is for when the app extension wants to tell Siri to proceed, with a given TransitionDestination. The resolvedValue can be different than the original TransitionDestination. This allows app extensions to apply business logic constraints.
        // Use notRequired() to continue with a 'nil' value.
        @objc(successWithResolvedTransitionDestination:)
        public class func success(with resolvedObject: TransitionDestination) -> Self {
            return super.success(with: resolvedObject)
        }

        // This resolution result is to ask Siri to disambiguate between the provided TransitionDestination.
        @objc(disambiguationWithTransitionDestinationsToDisambiguate:)
        public class func disambiguation(with objectsToDisambiguate: [TransitionDestination]) -> Self {
            return super.disambiguation(with: objectsToDisambiguate)
        }

        // This resolution result is to ask Siri to confirm if this is the value with which the user wants to continue.
        @objc(confirmationRequiredWithTransitionDestinationToConfirm:)
        public class func confirmationRequired(with objectToConfirm: TransitionDestination?) -> Self {
            return super.confirmationRequired(with: objectToConfirm)
        }

        @available(*, unavailable)
        override public class func success(with resolvedObject: INObject) -> Self {
            fatalError()
        }

        @available(*, unavailable)
        override public class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
            fatalError()
        }

        @available(*, unavailable)
        override public class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
            fatalError()
        }

    }

    #endif
    """#

    /// An enum and its resolution result.
    static let transitionStyle = #"""
    //
    // TransitionStyle.swift
    //
    // This file was automatically generated and should not be edited.
    //

    #if canImport(Intents)

    import Intents

    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc public enum TransitionStyle: Int {
        case `unknown` = 0
        case `fade` = 1
        case `slide` = 2
        case `default` = 3
    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc(TransitionStyleResolutionResult)
    public class TransitionStyleResolutionResult: INEnumResolutionResult {

        // This resolution result is for when the app extension wants to tell Siri to proceed, with a given TransitionStyle. The resolvedValue can be different than the original TransitionStyle. This allows app extensions to apply business logic constraints.
        // Use notRequired() to continue with a 'nil' value.
        @objc(successWithResolvedTransitionStyle:)
        public class func success(with resolvedValue: TransitionStyle) -> Self {
            return __success(withResolvedValue: resolvedValue.rawValue)
        }

        // This resolution result is to ask Siri to confirm if this is the value with which the user wants to continue.
        @objc(confirmationRequiredWithTransitionStyleToConfirm:)
        public class func confirmationRequired(with valueToConfirm: TransitionStyle) -> Self {
            return __confirmationRequiredWithValue(toConfirm: valueToConfirm.rawValue)
        }
    }

    #endif
    """#

    /// An intent with parameters of many types, its handling protocol, response and parameter-specific resolution results.
    static let transitionIntent = #"""
    //
    // TransitionIntent.swift
    //
    // This file was automatically generated and should not be edited.
    //

    #if canImport(Intents)

    import Intents

    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc(TransitionIntent)
    public class TransitionIntent: INIntent {

        @NSManaged public var title: String?
        @NSManaged public var count: NSNumber?
        @NSManaged public var style: TransitionStyle
        @NSManaged public var destinations: [TransitionDestination]?
        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @NSManaged public var attachment: INFile?
        @NSManaged public var place: CLPlacemark?
        @NSManaged public var when: DateComponents?
        @NSManaged public var link: URL?
        @NSManaged public var duration: NSNumber?
        @NSManaged public var person: INPerson?
        @NSManaged public var price: INCurrencyAmount?
        @NSManaged public var enabled: NSNumber?
        @NSManaged public var ratio: NSNumber?
        @NSManaged public var nickname: INSpeakableString?

    }

    /*!
     @abstract Protocol to declare support for handling a TransitionIntent. By implementing this protocol, a class can provide logic for resolving, confirming and handling the intent.
     @discussion The minimum requirement for an implementing class is that it should be able to handle the intent. The confirmation method is optional. The handling method is always called last, after confirming the intent.
     */
    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc(TransitionIntentHandling)
    public protocol TransitionIntentHandling: NSObjectProtocol {

        /*!
         @abstract Handling method - Execute the task represented by the TransitionIntent that's passed in
         @discussion Called to actually execute the intent. The app must return a response for this intent.

         @param  intent The input intent
         @param  completion The response handling block takes a TransitionIntentResponse containing the details of the result of having executed the intent

         @see  TransitionIntentResponse
         */
        @available(*, renamed: "handle(intent:)")
        @objc(handleTransition:completion:)
        func handle(intent: TransitionIntent, completion: @escaping (TransitionIntentResponse) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(handleTransition:completion:)
        func handle(intent: TransitionIntent) async -> TransitionIntentResponse

        /*!
         @abstract Resolution methods - Determine if this intent is ready for the next step (confirmation)
         @discussion Called to make sure the app extension is capable of handling this intent in its current form. This method is for validating if the intent needs any further fleshing out.

         @param  intent The input intent
         @param  completion The response block contains an INIntentResolutionResult for the parameter being resolved

         @see INIntentResolutionResult
         */
        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveTitle(for:)")
        @objc(resolveTitleForTransition:withCompletion:)
        func resolveTitle(for intent: TransitionIntent, with completion: @escaping (TransitionTitleResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveTitleForTransition:withCompletion:)
        func resolveTitle(for intent: TransitionIntent) async -> TransitionTitleResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveCount(for:)")
        @objc(resolveCountForTransition:withCompletion:)
        func resolveCount(for intent: TransitionIntent, with completion: @escaping (TransitionCountResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveCountForTransition:withCompletion:)
        func resolveCount(for intent: TransitionIntent) async -> TransitionCountResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveStyle(for:)")
        @objc(resolveStyleForTransition:withCompletion:)
        func resolveStyle(for intent: TransitionIntent, with completion: @escaping (TransitionStyleResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveStyleForTransition:withCompletion:)
        func resolveStyle(for intent: TransitionIntent) async -> TransitionStyleResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveDestinations(for:)")
        @objc(resolveDestinationsForTransition:withCompletion:)
        func resolveDestinations(for intent: TransitionIntent, with completion: @escaping ([TransitionDestinationResolutionResult]) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveDestinationsForTransition:withCompletion:)
        func resolveDestinations(for intent: TransitionIntent) async -> [TransitionDestinationResolutionResult]

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveAttachment(for:)")
        @objc(resolveAttachmentForTransition:withCompletion:)
        func resolveAttachment(for intent: TransitionIntent, with completion: @escaping (INFileResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveAttachmentForTransition:withCompletion:)
        func resolveAttachment(for intent: TransitionIntent) async -> INFileResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolvePlace(for:)")
        @objc(resolvePlaceForTransition:withCompletion:)
        func resolvePlace(for intent: TransitionIntent, with completion: @escaping (INPlacemarkResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolvePlaceForTransition:withCompletion:)
        func resolvePlace(for intent: TransitionIntent) async -> INPlacemarkResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveWhen(for:)")
        @objc(resolveWhenForTransition:withCompletion:)
        func resolveWhen(for intent: TransitionIntent, with completion: @escaping (INDateComponentsResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveWhenForTransition:withCompletion:)
        func resolveWhen(for intent: TransitionIntent) async -> INDateComponentsResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveLink(for:)")
        @objc(resolveLinkForTransition:withCompletion:)
        func resolveLink(for intent: TransitionIntent, with completion: @escaping (INURLResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveLinkForTransition:withCompletion:)
        func resolveLink(for intent: TransitionIntent) async -> INURLResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveDuration(for:)")
        @objc(resolveDurationForTransition:withCompletion:)
        func resolveDuration(for intent: TransitionIntent, with completion: @escaping (INTimeIntervalResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveDurationForTransition:withCompletion:)
        func resolveDuration(for intent: TransitionIntent) async -> INTimeIntervalResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolvePerson(for:)")
        @objc(resolvePersonForTransition:withCompletion:)
        func resolvePerson(for intent: TransitionIntent, with completion: @escaping (INPersonResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolvePersonForTransition:withCompletion:)
        func resolvePerson(for intent: TransitionIntent) async -> INPersonResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolvePrice(for:)")
        @objc(resolvePriceForTransition:withCompletion:)
        func resolvePrice(for intent: TransitionIntent, with completion: @escaping (INCurrencyAmountResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolvePriceForTransition:withCompletion:)
        func resolvePrice(for intent: TransitionIntent) async -> INCurrencyAmountResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveEnabled(for:)")
        @objc(resolveEnabledForTransition:withCompletion:)
        func resolveEnabled(for intent: TransitionIntent, with completion: @escaping (INBooleanResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveEnabledForTransition:withCompletion:)
        func resolveEnabled(for intent: TransitionIntent) async -> INBooleanResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveRatio(for:)")
        @objc(resolveRatioForTransition:withCompletion:)
        func resolveRatio(for intent: TransitionIntent, with completion: @escaping (INDoubleResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveRatioForTransition:withCompletion:)
        func resolveRatio(for intent: TransitionIntent) async -> INDoubleResolutionResult

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @available(*, renamed: "resolveNickname(for:)")
        @objc(resolveNicknameForTransition:withCompletion:)
        func resolveNickname(for intent: TransitionIntent, with completion: @escaping (INSpeakableStringResolutionResult) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(resolveNicknameForTransition:withCompletion:)
        func resolveNickname(for intent: TransitionIntent) async -> INSpeakableStringResolutionResult

        /*!
         @abstract Dynamic options methods - provide options for the parameter at runtime
         @discussion Called to query dynamic options for the parameter and this intent in its current form.

         @param  intent The input intent
         @param  completion The response block contains options for the parameter
         */
        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @available(*, renamed: "provideTitleOptionsCollection(for:searchTerm:)")
        @objc(provideTitleOptionsCollectionForTransition:searchTerm:withCompletion:)
        func provideTitleOptionsCollection(for intent: TransitionIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Swift.Void)

        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @objc(provideTitleOptionsCollectionForTransition:searchTerm:withCompletion:)
        func provideTitleOptionsCollection(for intent: TransitionIntent, searchTerm: String?) async throws -> INObjectCollection<NSString>

        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @available(*, renamed: "provideDestinationsOptionsCollection(for:)")
        @objc(provideDestinationsOptionsCollectionForTransition:withCompletion:)
        func provideDestinationsOptionsCollection(for intent: TransitionIntent, with completion: @escaping (INObjectCollection<TransitionDestination>?, Error?) -> Swift.Void)

        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @objc(provideDestinationsOptionsCollectionForTransition:withCompletion:)
        func provideDestinationsOptionsCollection(for intent: TransitionIntent) async throws -> INObjectCollection<TransitionDestination>

        /*!
         @abstract Confirmation method - Validate that this intent is ready for the next step (i.e. handling)
         @discussion Called prior to asking the app to handle the intent. The app should return a response object that contains additional information about the intent, which may be relevant for the system to show the user prior to handling. If unimplemented, the system will assume the intent is valid, and will assume there is no additional information relevant to this intent.

         @param  intent The input intent
         @param  completion The response block contains a TransitionIntentResponse containing additional details about the intent that may be relevant for the system to show the user prior to handling.

         @see TransitionIntentResponse
         */
        @available(*, renamed: "confirm(intent:)")
        @objc(confirmTransition:completion:)
        optional func confirm(intent: TransitionIntent, completion: @escaping (TransitionIntentResponse) -> Swift.Void)

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
        @objc(confirmTransition:completion:)
        optional func confirm(intent: TransitionIntent) async -> TransitionIntentResponse

        /*!
         @abstract Default values for parameters with dynamic options
         @discussion Called to query the parameter default value.
         */
        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @objc(defaultTitleForTransition:)
        optional func defaultTitle(for intent: TransitionIntent) -> String?

        @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
        @objc(defaultDestinationsForTransition:)
        optional func defaultDestinations(for intent: TransitionIntent) -> [TransitionDestination]?

        /*!
         @abstract Deprecated dynamic options methods.
         */
        @available(iOS, introduced: 13.0, deprecated: 14.0, message: "")
        @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "")
        @objc(provideTitleOptionsForTransition:searchTerm:withCompletion:)
        optional func provideTitleOptions(for intent: TransitionIntent, searchTerm: String?, with completion: @escaping ([String]?, Error?) -> Swift.Void)

        @available(iOS, introduced: 13.0, deprecated: 14.0, message: "")
        @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "")
        @objc(provideDestinationsOptionsForTransition:withCompletion:)
        optional func provideDestinationsOptions(for intent: TransitionIntent, with completion: @escaping ([TransitionDestination]?, Error?) -> Swift.Void)

    }

    /*!
     @abstract Constants indicating the state of the response.
     */
    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc public enum TransitionIntentResponseCode: Int {
        case unspecified = 0
        case ready
        case continueInApp
        case inProgress
        case success
        case failure
        case failureRequiringAppLaunch
        case failureNoDestination = 100
        case failureTooMany
    }

    @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
    @objc(TransitionIntentResponse)
    public class TransitionIntentResponse: INIntentResponse {

        @NSManaged public var message: String?
        @NSManaged public var count: NSNumber?
        @NSManaged public var destination: TransitionDestination?

        /*!
         @abstract The response code indicating your success or failure in confirming or handling the intent.
         */
        @objc public fileprivate(set) var code: TransitionIntentResponseCode = .unspecified

        /*!
         @abstract Initializes the response object with the specified code and user activity object.
         @discussion The app extension has the option of capturing its private state as an NSUserActivity and returning it as the 'currentActivity'. If the app is launched, an NSUserActivity will be passed in with the private state. The NSUserActivity may also be used to query the app's UI extension (if provided) for a custom UI. You may create a new NSUserActivity with the specified state on the response, instead of setting the 'currentActivity' on the INExtension.

         @param  code The response code indicating your success or failure in confirming or handling the intent.
         @param  userActivity The user activity object to use when launching your application. Provide an object if you want to add information that is specific to your app. If you specify nil, the system automatically creates a user activity object for you, sets its type to the class name of the intent being handled, and fills it with an INInteraction object containing the intent and your response.
         */
        @objc(initWithCode:userActivity:)
        public convenience init(code: TransitionIntentResponseCode, userActivity: NSUserActivity?) {
            self.init()
            self.code = code
            self.userActivity = userActivity
        }

        /*!
         @abstract Initializes and returns the response object with the success code.
         */
        @objc(successIntentResponseWithMessage:count:)
        public static func success(message: String, count: NSNumber) -> TransitionIntentResponse {
            let intentResponse = TransitionIntentResponse(code: .success, userActivity: nil)
            intentResponse.message = message
            intentResponse.count = count
            return intentResponse
        }

        /*!
         @abstract Initializes and returns the response object with the failureNoDestination code.
         */
        @objc(failureNoDestinationIntentResponseWithDestination:)
        public static func failureNoDestination(_ destination: TransitionDestination) -> TransitionIntentResponse {
            let intentResponse = TransitionIntentResponse(code: .failureNoDestination, userActivity: nil)
            intentResponse.destination = destination
            return intentResponse
        }

    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc public enum TransitionTitleUnsupportedReason: Int {
        case notFound = 1
    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc(TransitionTitleResolutionResult)
    public class TransitionTitleResolutionResult: INStringResolutionResult {

        @objc(unsupportedForReason:)
        public class func unsupported(forReason reason: TransitionTitleUnsupportedReason) -> Self {
            return __unsupported(withReason: reason.rawValue)
        }

    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc public enum TransitionCountUnsupportedReason: Int {
        case negativeNumbersNotSupported = 1
        case greaterThanMaximumValue
        case lessThanMinimumValue
    }

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
    @objc(TransitionCountResolutionResult)
    public class TransitionCountResolutionResult: INIntegerResolutionResult {

        @objc(unsupportedForReason:)
        public class func unsupported(forReason reason: TransitionCountUnsupportedReason) -> Self {
            return __unsupported(withReason: reason.rawValue)
        }

    }

    #endif
    """#

    /// An `INExtension` handler implementing the required members in their async forms.
    static let intentHandler = #"""
    import Intents

    class IntentHandler: INExtension, TransitionIntentHandling {

        override func handler(for intent: INIntent) -> Any {
            return self
        }

        func handle(intent: TransitionIntent) async -> TransitionIntentResponse {
            if intent.destinations?.isEmpty ?? true {
                return .failureNoDestination(TransitionDestination(identifier: "none", display: "Nowhere"))
            }
            let response = TransitionIntentResponse.success(message: intent.title ?? "", count: intent.count ?? NSNumber(value: 0))
            response.userActivity = NSUserActivity(activityType: "com.example.transition")
            return response
        }

        func confirm(intent: TransitionIntent) async -> TransitionIntentResponse {
            TransitionIntentResponse(code: .ready, userActivity: nil)
        }

        func resolveTitle(for intent: TransitionIntent) async -> TransitionTitleResolutionResult {
            guard let title = intent.title else { return .needsValue() }
            if title.isEmpty { return .unsupported(forReason: .notFound) }
            return .success(with: title)
        }

        func resolveCount(for intent: TransitionIntent) async -> TransitionCountResolutionResult {
            guard let count = intent.count?.intValue else { return .confirmationRequired(with: 1) }
            if count < 0 { return .unsupported(forReason: .negativeNumbersNotSupported) }
            return .success(with: Int(count))
        }

        func resolveStyle(for intent: TransitionIntent) async -> TransitionStyleResolutionResult {
            intent.style == .unknown ? .needsValue() : .success(with: intent.style)
        }

        func resolveDestinations(for intent: TransitionIntent) async -> [TransitionDestinationResolutionResult] {
            (intent.destinations ?? []).map { TransitionDestinationResolutionResult.success(with: $0) }
        }

        func resolveAttachment(for intent: TransitionIntent) async -> INFileResolutionResult {
            guard let file = intent.attachment else { return .notRequired() }
            return .success(with: file)
        }

        func resolvePlace(for intent: TransitionIntent) async -> INPlacemarkResolutionResult {
            guard let place = intent.place else { return .needsValue() }
            return .success(with: place)
        }

        func resolveWhen(for intent: TransitionIntent) async -> INDateComponentsResolutionResult {
            .success(with: intent.when ?? DateComponents(year: 2024, month: 1, day: 1))
        }

        func resolveLink(for intent: TransitionIntent) async -> INURLResolutionResult {
            guard let link = intent.link else { return .disambiguation(with: [URL(string: "https://example.com")!]) }
            return .success(with: link)
        }

        func resolveDuration(for intent: TransitionIntent) async -> INTimeIntervalResolutionResult {
            .success(with: intent.duration?.doubleValue ?? 60)
        }

        func resolvePerson(for intent: TransitionIntent) async -> INPersonResolutionResult {
            let handle = INPersonHandle(value: "a@example.com", type: .emailAddress)
            let person = INPerson(personHandle: handle, nameComponents: nil, displayName: "A", image: nil, contactIdentifier: nil, customIdentifier: nil)
            return .confirmationRequired(with: intent.person ?? person)
        }

        func resolvePrice(for intent: TransitionIntent) async -> INCurrencyAmountResolutionResult {
            .success(with: intent.price ?? INCurrencyAmount(amount: NSDecimalNumber(string: "9.99"), currencyCode: "EUR"))
        }

        func resolveEnabled(for intent: TransitionIntent) async -> INBooleanResolutionResult {
            .success(with: intent.enabled?.boolValue ?? false)
        }

        func resolveRatio(for intent: TransitionIntent) async -> INDoubleResolutionResult {
            .confirmationRequired(with: intent.ratio?.doubleValue)
        }

        func resolveNickname(for intent: TransitionIntent) async -> INSpeakableStringResolutionResult {
            .success(with: intent.nickname ?? INSpeakableString(spokenPhrase: "nick"))
        }

        func provideTitleOptionsCollection(for intent: TransitionIntent, searchTerm: String?) async throws -> INObjectCollection<NSString> {
            let titles: [NSString] = ["Morning", "Evening"]
            return INObjectCollection(items: titles)
        }

        func provideDestinationsOptionsCollection(for intent: TransitionIntent) async throws -> INObjectCollection<TransitionDestination> {
            let home = TransitionDestination(identifier: "home", display: "Home")
            home.code = "H"
            home.capacity = 4
            let work = TransitionDestination(identifier: "work", display: "Work", pronunciationHint: nil)
            return INObjectCollection(sections: [INObjectSection(title: "Places", items: [home, work])])
        }

        func defaultDestinations(for intent: TransitionIntent) -> [TransitionDestination]? {
            nil
        }
    }
    """#

    /// Pins the Swift signatures of the stub API to those Apple's SDK imports (see intents-api.md).
    static let apiSurface = #"""
    import Intents

    /// `Exactly<T>.check(&value)` compiles only when `value` has exactly the type `T`: an `inout`
    /// argument allows no conversion (no optional promotion, no upcast, no function subtyping).
    enum Exactly<T> {
        static func check(_ value: inout T) {}
    }

    func pinIntentsSignatures() {
        // INIntent, INIntentResponse, INExtension
        var intentIdentifier = \INIntent.identifier
        Exactly<KeyPath<INIntent, String?>>.check(&intentIdentifier)
        var suggestedInvocationPhrase = \INIntent.suggestedInvocationPhrase
        Exactly<ReferenceWritableKeyPath<INIntent, String?>>.check(&suggestedInvocationPhrase)
        var setImage = INIntent.__setImage(_:forParameterNamed:)
        Exactly<(INIntent) -> (INImage?, String) -> Void>.check(&setImage)
        var userActivity = \INIntentResponse.userActivity
        Exactly<ReferenceWritableKeyPath<INIntentResponse, NSUserActivity?>>.check(&userActivity)
        var handler = INExtension.handler(for:)
        Exactly<(INExtension) -> (INIntent) -> Any?>.check(&handler)

        // INObject
        var objectInit = INObject.init(identifier:display:)
        Exactly<(String?, String) -> INObject>.check(&objectInit)
        var objectInitHint = INObject.init(identifier:display:pronunciationHint:)
        Exactly<(String?, String, String?) -> INObject>.check(&objectInitHint)
        var objectInitImage = INObject.init(identifier:display:subtitle:image:)
        Exactly<(String?, String, String?, INImage?) -> INObject>.check(&objectInitImage)
        var objectInitAll = INObject.init(identifier:display:pronunciationHint:subtitle:image:)
        Exactly<(String?, String, String?, String?, INImage?) -> INObject>.check(&objectInitAll)
        var objectIdentifier = \INObject.identifier
        Exactly<KeyPath<INObject, String?>>.check(&objectIdentifier)
        var displayString = \INObject.displayString
        Exactly<KeyPath<INObject, String>>.check(&displayString)
        var pronunciationHint = \INObject.pronunciationHint
        Exactly<KeyPath<INObject, String?>>.check(&pronunciationHint)
        var subtitleString = \INObject.subtitleString
        Exactly<ReferenceWritableKeyPath<INObject, String?>>.check(&subtitleString)
        var displayImage = \INObject.displayImage
        Exactly<ReferenceWritableKeyPath<INObject, INImage?>>.check(&displayImage)
        var alternatives = \INObject.alternativeSpeakableMatches
        Exactly<ReferenceWritableKeyPath<INObject, [INSpeakableString]?>>.check(&alternatives)
        var spokenPhrase = \INObject.spokenPhrase
        Exactly<KeyPath<INObject, String>>.check(&spokenPhrase)
        var supportsSecureCoding = INObject.supportsSecureCoding
        Exactly<Bool>.check(&supportsSecureCoding)

        // INObjectCollection, INObjectSection
        var collectionItems = INObjectCollection<INObject>.init(items:)
        Exactly<([INObject]) -> INObjectCollection<INObject>>.check(&collectionItems)
        var collectionSections = INObjectCollection<INObject>.init(sections:)
        Exactly<([INObjectSection<INObject>]) -> INObjectCollection<INObject>>.check(&collectionSections)
        var allItems = \INObjectCollection<NSString>.allItems
        Exactly<KeyPath<INObjectCollection<NSString>, [NSString]>>.check(&allItems)
        var section = INObjectSection<INObject>.init(title:items:)
        Exactly<(String?, [INObject]) -> INObjectSection<INObject>>.check(&section)

        // Values
        var fileData = INFile.init(data:filename:typeIdentifier:)
        Exactly<(Data, String, String?) -> INFile>.check(&fileData)
        var fileURL = INFile.init(fileURL:filename:typeIdentifier:)
        Exactly<(URL, String?, String?) -> INFile>.check(&fileURL)
        var fileURLProperty = \INFile.fileURL
        Exactly<KeyPath<INFile, URL?>>.check(&fileURLProperty)
        var person = INPerson.init(personHandle:nameComponents:displayName:image:contactIdentifier:customIdentifier:)
        Exactly<(INPersonHandle, PersonNameComponents?, String?, INImage?, String?, String?) -> INPerson>.check(&person)
        var personHandle = INPersonHandle.init(value:type:)
        Exactly<(String?, INPersonHandleType) -> INPersonHandle>.check(&personHandle)
        var speakable = INSpeakableString.init(spokenPhrase:)
        Exactly<(String) -> INSpeakableString>.check(&speakable)
        var currency = INCurrencyAmount.init(amount:currencyCode:)
        Exactly<(NSDecimalNumber, String) -> INCurrencyAmount>.check(&currency)
        var imageNamed = INImage.init(named:)
        Exactly<(String) -> INImage>.check(&imageNamed)
        var imageURL = INImage.init(url:)
        Exactly<(URL) -> INImage?>.check(&imageURL)
        var placemark = CLPlacemark.init(location:name:postalAddress:)
        Exactly<(CLLocation, String?, CNPostalAddress?) -> CLPlacemark>.check(&placemark)

        // Resolution results
        var needsValue = INIntentResolutionResult.needsValue
        Exactly<() -> INIntentResolutionResult>.check(&needsValue)
        var notRequired = INIntentResolutionResult.notRequired
        Exactly<() -> INIntentResolutionResult>.check(&notRequired)
        var unsupported = INIntentResolutionResult.unsupported
        Exactly<() -> INIntentResolutionResult>.check(&unsupported)
        var unsupportedReason = INIntentResolutionResult.__unsupported(withReason:)
        Exactly<(Int) -> INIntentResolutionResult>.check(&unsupportedReason)
        var confirmItem = INIntentResolutionResult.__confirmationRequiredWithItem(toConfirm:forReason:)
        Exactly<(Any, Int) -> INIntentResolutionResult>.check(&confirmItem)

        var stringSuccess = INStringResolutionResult.success(with:)
        Exactly<(String) -> INStringResolutionResult>.check(&stringSuccess)
        var stringDisambiguation = INStringResolutionResult.disambiguation(with:)
        Exactly<([String]) -> INStringResolutionResult>.check(&stringDisambiguation)
        var stringConfirmation = INStringResolutionResult.confirmationRequired(with:)
        Exactly<(String?) -> INStringResolutionResult>.check(&stringConfirmation)

        var integerSuccess = INIntegerResolutionResult.success(with:)
        Exactly<(Int) -> INIntegerResolutionResult>.check(&integerSuccess)
        var integerConfirmation = INIntegerResolutionResult.__confirmationRequiredWithValue(toConfirm:)
        Exactly<(NSNumber?) -> INIntegerResolutionResult>.check(&integerConfirmation)
        var integerConfirmationOverlay = INIntegerResolutionResult.confirmationRequired(with:)
        Exactly<(Int?) -> INIntegerResolutionResult>.check(&integerConfirmationOverlay)
        var doubleSuccess = INDoubleResolutionResult.success(with:)
        Exactly<(Double) -> INDoubleResolutionResult>.check(&doubleSuccess)
        var doubleConfirmation = INDoubleResolutionResult.confirmationRequired(with:)
        Exactly<(Double?) -> INDoubleResolutionResult>.check(&doubleConfirmation)
        var booleanSuccess = INBooleanResolutionResult.success(with:)
        Exactly<(Bool) -> INBooleanResolutionResult>.check(&booleanSuccess)
        var booleanConfirmation = INBooleanResolutionResult.__confirmationRequiredWithValue(toConfirm:)
        Exactly<(NSNumber?) -> INBooleanResolutionResult>.check(&booleanConfirmation)

        var enumSuccess = INEnumResolutionResult.__success(withResolvedValue:)
        Exactly<(Int) -> INEnumResolutionResult>.check(&enumSuccess)
        var enumConfirmation = INEnumResolutionResult.__confirmationRequiredWithValue(toConfirm:)
        Exactly<(Int) -> INEnumResolutionResult>.check(&enumConfirmation)

        var objectSuccess = INObjectResolutionResult.success(with:)
        Exactly<(INObject) -> INObjectResolutionResult>.check(&objectSuccess)
        var objectDisambiguation = INObjectResolutionResult.disambiguation(with:)
        Exactly<([INObject]) -> INObjectResolutionResult>.check(&objectDisambiguation)
        var objectConfirmation = INObjectResolutionResult.confirmationRequired(with:)
        Exactly<(INObject?) -> INObjectResolutionResult>.check(&objectConfirmation)

        var fileSuccess = INFileResolutionResult.success(with:)
        Exactly<(INFile) -> INFileResolutionResult>.check(&fileSuccess)
        var fileDisambiguation = INFileResolutionResult.disambiguation(with:)
        Exactly<([INFile]) -> INFileResolutionResult>.check(&fileDisambiguation)
        var fileConfirmation = INFileResolutionResult.confirmationRequired(with:)
        Exactly<(INFile?) -> INFileResolutionResult>.check(&fileConfirmation)

        var dateSuccess = INDateComponentsResolutionResult.success(with:)
        Exactly<(DateComponents) -> INDateComponentsResolutionResult>.check(&dateSuccess)
        var dateDisambiguation = INDateComponentsResolutionResult.disambiguation(with:)
        Exactly<([DateComponents]) -> INDateComponentsResolutionResult>.check(&dateDisambiguation)
        var dateConfirmation = INDateComponentsResolutionResult.confirmationRequired(with:)
        Exactly<(DateComponents?) -> INDateComponentsResolutionResult>.check(&dateConfirmation)

        var placemarkSuccess = INPlacemarkResolutionResult.success(with:)
        Exactly<(CLPlacemark) -> INPlacemarkResolutionResult>.check(&placemarkSuccess)
        var placemarkDisambiguation = INPlacemarkResolutionResult.disambiguation(with:)
        Exactly<([CLPlacemark]) -> INPlacemarkResolutionResult>.check(&placemarkDisambiguation)
        var placemarkConfirmation = INPlacemarkResolutionResult.confirmationRequired(with:)
        Exactly<(CLPlacemark?) -> INPlacemarkResolutionResult>.check(&placemarkConfirmation)

        var personSuccess = INPersonResolutionResult.success(with:)
        Exactly<(INPerson) -> INPersonResolutionResult>.check(&personSuccess)
        var personDisambiguation = INPersonResolutionResult.disambiguation(with:)
        Exactly<([INPerson]) -> INPersonResolutionResult>.check(&personDisambiguation)
        var personConfirmation = INPersonResolutionResult.confirmationRequired(with:)
        Exactly<(INPerson?) -> INPersonResolutionResult>.check(&personConfirmation)

        var timeIntervalSuccess = INTimeIntervalResolutionResult.success(with:)
        Exactly<(TimeInterval) -> INTimeIntervalResolutionResult>.check(&timeIntervalSuccess)
        var timeIntervalConfirmation = INTimeIntervalResolutionResult.confirmationRequired(with:)
        Exactly<(TimeInterval) -> INTimeIntervalResolutionResult>.check(&timeIntervalConfirmation)

        var speakableSuccess = INSpeakableStringResolutionResult.success(with:)
        Exactly<(INSpeakableString) -> INSpeakableStringResolutionResult>.check(&speakableSuccess)
        var speakableDisambiguation = INSpeakableStringResolutionResult.disambiguation(with:)
        Exactly<([INSpeakableString]) -> INSpeakableStringResolutionResult>.check(&speakableDisambiguation)
        var speakableConfirmation = INSpeakableStringResolutionResult.confirmationRequired(with:)
        Exactly<(INSpeakableString?) -> INSpeakableStringResolutionResult>.check(&speakableConfirmation)

        var urlSuccess = INURLResolutionResult.success(with:)
        Exactly<(URL) -> INURLResolutionResult>.check(&urlSuccess)
        var urlDisambiguation = INURLResolutionResult.disambiguation(with:)
        Exactly<([URL]) -> INURLResolutionResult>.check(&urlDisambiguation)
        var urlConfirmation = INURLResolutionResult.confirmationRequired(with:)
        Exactly<(URL?) -> INURLResolutionResult>.check(&urlConfirmation)

        var currencySuccess = INCurrencyAmountResolutionResult.success(with:)
        Exactly<(INCurrencyAmount) -> INCurrencyAmountResolutionResult>.check(&currencySuccess)
        var currencyDisambiguation = INCurrencyAmountResolutionResult.disambiguation(with:)
        Exactly<([INCurrencyAmount]) -> INCurrencyAmountResolutionResult>.check(&currencyDisambiguation)
        var currencyConfirmation = INCurrencyAmountResolutionResult.confirmationRequired(with:)
        Exactly<(INCurrencyAmount?) -> INCurrencyAmountResolutionResult>.check(&currencyConfirmation)

        // Foundation as Swift sees it
        var number = NSNumber.init(value:) as (Int) -> NSNumber
        Exactly<(Int) -> NSNumber>.check(&number)
        var intValue = \NSNumber.intValue
        Exactly<KeyPath<NSNumber, Int32>>.check(&intValue)
        var doubleValue = \NSNumber.doubleValue
        Exactly<KeyPath<NSNumber, Double>>.check(&doubleValue)
        var boolValue = \NSNumber.boolValue
        Exactly<KeyPath<NSNumber, Bool>>.check(&boolValue)
        var hash = \NSObject.hash
        Exactly<KeyPath<NSObject, Int>>.check(&hash)
        var activity = NSUserActivity.init(activityType:)
        Exactly<(String) -> NSUserActivity>.check(&activity)
        var donate = INInteraction.donate(completion:)
        Exactly<(INInteraction) -> ((((any Error)?) -> Void)?) -> Void>.check(&donate)
    }

    /// Conversions and refinements that Apple's overlays provide.
    func useOverlays(intent: INIntent, error: any Error) async throws {
        let options: [NSString] = ["a", "b"]
        _ = INObjectCollection(items: options)
        let number: NSNumber = 3
        _ = number
        _ = error as NSError
        let _: any Error = NSError(domain: "example", code: 1, userInfo: nil)
        intent.setImage(INImage(named: "icon"), forParameterNamed: \INIntent.suggestedInvocationPhrase)
        try await INInteraction(intent: intent, response: nil).donate()
    }

    /// `NSObject`'s members that Swift subclasses override.
    final class Overrides: NSObject {
        override func isEqual(_ object: Any?) -> Bool { object is Overrides }
        override var hash: Int { 0 }
        override var description: String { "Overrides" }
    }
    """#
}
