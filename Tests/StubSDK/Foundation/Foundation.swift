// The Swift half of the stub Foundation, built as Foundation.swiftmodule with
//     swiftc -emit-module -module-name Foundation -Xfrontend -enable-objc-interop -I <this folder>
// It re-exports the Objective-C module of the same name and adds what Apple's Foundation overlay adds:
// the value types that Objective-C classes bridge to, and the `_ObjectiveCBridgeable` conformances
// that make imported `NSString *` read as `String`, `NSArray<T> *` as `[T]`, and so on.
// Declarations only: every body traps, and nothing here is ever run.

@_exported import Foundation

// MARK: - Standard library types bridged to Foundation classes

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError("stub") }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { fatalError("stub") }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { fatalError("stub") }
}

extension Int: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int { fatalError("stub") }
}

extension Double: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Double { fatalError("stub") }
}

extension Bool: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Bool { fatalError("stub") }
}

// MARK: - NSNumber and NSError as Swift sees them

extension NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public required convenience init(integerLiteral value: Int) { fatalError("stub") }
    public required convenience init(floatLiteral value: Double) { fatalError("stub") }
    public required convenience init(booleanLiteral value: Bool) { fatalError("stub") }
}

extension NSString: ExpressibleByStringLiteral {
    public required convenience init(stringLiteral value: String) { fatalError("stub") }
}

extension NSError: Error {}

// MARK: - Value types bridged to Foundation classes

public struct URL: Hashable, Sendable, CustomStringConvertible, _ObjectiveCBridgeable {
    public init?(string: String) { fatalError("stub") }
    public init(fileURLWithPath path: String) { fatalError("stub") }
    public var absoluteString: String { fatalError("stub") }
    public var path: String { fatalError("stub") }
    public var lastPathComponent: String { fatalError("stub") }
    public var isFileURL: Bool { fatalError("stub") }
    public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError("stub") }
    public var description: String { fatalError("stub") }

    public func _bridgeToObjectiveC() -> NSURL { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { fatalError("stub") }
}

public struct Data: Hashable, Sendable, _ObjectiveCBridgeable {
    public init() { fatalError("stub") }
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError("stub") }
    public var count: Int { fatalError("stub") }
    public var isEmpty: Bool { fatalError("stub") }

    public func _bridgeToObjectiveC() -> NSData { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { fatalError("stub") }
}

public struct Date: Hashable, Comparable, Sendable, _ObjectiveCBridgeable {
    public init() { fatalError("stub") }
    public init(timeIntervalSince1970: TimeInterval) { fatalError("stub") }
    public var timeIntervalSince1970: TimeInterval { fatalError("stub") }
    public static func < (lhs: Date, rhs: Date) -> Bool { fatalError("stub") }

    public func _bridgeToObjectiveC() -> NSDate { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError("stub") }
}

public struct UUID: Hashable, Sendable, CustomStringConvertible, _ObjectiveCBridgeable {
    public init() { fatalError("stub") }
    public init?(uuidString string: String) { fatalError("stub") }
    public var uuidString: String { fatalError("stub") }
    public var description: String { fatalError("stub") }

    public func _bridgeToObjectiveC() -> NSUUID { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { fatalError("stub") }
}

/// A subset of Apple's memberwise initialiser: the parameters kept are in Apple's order, so every
/// call the stub accepts is also valid against the real SDK.
public struct DateComponents: Hashable, Sendable, _ObjectiveCBridgeable {
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil) { fatalError("stub") }
    public var year: Int? { get { fatalError("stub") } set { fatalError("stub") } }
    public var month: Int? { get { fatalError("stub") } set { fatalError("stub") } }
    public var day: Int? { get { fatalError("stub") } set { fatalError("stub") } }
    public var hour: Int? { get { fatalError("stub") } set { fatalError("stub") } }
    public var minute: Int? { get { fatalError("stub") } set { fatalError("stub") } }
    public var second: Int? { get { fatalError("stub") } set { fatalError("stub") } }

    public func _bridgeToObjectiveC() -> NSDateComponents { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSDateComponents, result: inout DateComponents?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDateComponents, result: inout DateComponents?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDateComponents?) -> DateComponents { fatalError("stub") }
}

public struct PersonNameComponents: Hashable, Sendable, _ObjectiveCBridgeable {
    public init() { fatalError("stub") }
    public var givenName: String? { get { fatalError("stub") } set { fatalError("stub") } }
    public var familyName: String? { get { fatalError("stub") } set { fatalError("stub") } }
    public var nickname: String? { get { fatalError("stub") } set { fatalError("stub") } }

    public func _bridgeToObjectiveC() -> NSPersonNameComponents { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSPersonNameComponents, result: inout PersonNameComponents?) { fatalError("stub") }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSPersonNameComponents, result: inout PersonNameComponents?) -> Bool { fatalError("stub") }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSPersonNameComponents?) -> PersonNameComponents { fatalError("stub") }
}
