// A stub of Apple's CoreLocation as plain Swift, for type-checking App Intents code on Linux
// (the Objective-C stub in Tests/StubSDK/CoreLocation serves the SiriKit checks). Declarations
// only; nothing here runs.
import Foundation

/// `class CLLocation : NSObject, NSCopying, NSSecureCoding` (Sendable in current SDKs).
open class CLLocation: @unchecked Sendable {
    public init(latitude: Double, longitude: Double) { fatalError("stub") }
}

/// `class CLPlacemark : NSObject, NSCopying, NSSecureCoding` (Sendable in current SDKs).
open class CLPlacemark: @unchecked Sendable {
    public init(placemark: CLPlacemark) { fatalError("stub") }
    open var location: CLLocation? { fatalError("stub") }
    open var name: String? { fatalError("stub") }
    open var locality: String? { fatalError("stub") }
    open var country: String? { fatalError("stub") }
}
