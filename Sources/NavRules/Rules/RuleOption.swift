/// A setting a rule reads when it checks a bar, declared in the rule's
/// description with its default: the catalog JSON, the rule's page, `navlint
/// explain` and `.navlint.yml` all take it from there.
public struct RuleOption: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A whole number.
        case integer
        /// A whole number for each platform; one number sets all of them.
        case integerPerPlatform
    }

    /// The key under the rule in `.navlint.yml` (`max_length`).
    public var name: String
    /// What the option sets, in one line with no trailing period.
    public var summary: String
    public var kind: Kind
    /// The values accepted, on every platform.
    public var range: ClosedRange<Int>
    public var defaultValue: RuleOptionValue

    /// A whole number in `range`.
    public static func integer(_ name: String, default value: Int, range: ClosedRange<Int>,
                               summary: String) -> RuleOption {
        precondition(range.contains(value), "the default of \(name) must be in its range")
        return RuleOption(name: name, summary: summary, kind: .integer, range: range, defaultValue: .integer(value))
    }

    /// A whole number in `range` for each platform, `value` on all of them unless set.
    public static func integerPerPlatform(_ name: String, default value: Int, range: ClosedRange<Int>,
                                          summary: String) -> RuleOption {
        precondition(range.contains(value), "the default of \(name) must be in its range")
        return RuleOption(name: name, summary: summary, kind: .integerPerPlatform, range: range,
                          defaultValue: .perPlatform(PerPlatform(value)))
    }
}

/// A value set for a rule option.
public enum RuleOptionValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case perPlatform(PerPlatform<Int>)

    /// `15`, or `iphone: 15, ipad: 24, mac: 24` (as `.navlint.yml` would write it).
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .perPlatform(let values):
            Platform.allCases.map { "\($0.rawValue): \(values[$0])" }.joined(separator: ", ")
        }
    }
}

/// One value for each platform a bar can be on.
public struct PerPlatform<Value: Hashable & Sendable>: Hashable, Sendable {
    public var iphone: Value
    public var ipad: Value
    public var mac: Value

    /// The same value on every platform.
    public init(_ value: Value) { (iphone, ipad, mac) = (value, value, value) }

    public subscript(platform: Platform) -> Value {
        get {
            switch platform {
            case .iphone: iphone
            case .ipad: ipad
            case .mac: mac
            }
        }
        set {
            switch platform {
            case .iphone: iphone = newValue
            case .ipad: ipad = newValue
            case .mac: mac = newValue
            }
        }
    }
}

/// The option values one rule checks with: its declared defaults, overridden by what a
/// configuration set.
public struct RuleOptions: Hashable, Sendable {
    private var values: [String: RuleOptionValue]

    /// `overrides` are by option name; a name the rule does not declare is a broken invariant.
    public init(_ rule: RuleDescription, overrides: [String: RuleOptionValue] = [:]) {
        values = Dictionary(uniqueKeysWithValues: rule.options.map { ($0.name, $0.defaultValue) })
        for (name, value) in overrides {
            precondition(values[name] != nil, "\(rule.id) has no option \(name)")
            values[name] = value
        }
    }

    /// The value of an option of kind `.integer`.
    public func integer(_ option: RuleOption) -> Int {
        guard case .integer(let value) = values[option.name] ?? option.defaultValue else {
            preconditionFailure("\(option.name) is set per platform; read it with integers(_:on:)")
        }
        return value
    }

    /// The option's value on `platform`, or its values on every platform when the platform
    /// is unknown (a rule then fires only where it would on all of them).
    public func integers(_ option: RuleOption, on platform: Known<Platform>) -> [Int] {
        switch values[option.name] ?? option.defaultValue {
        case .integer(let value): return [value]
        case .perPlatform(let values):
            guard let platform = platform.value else { return Platform.allCases.map { values[$0] } }
            return [values[platform]]
        }
    }
}

/// How a check runs the catalog: rules turned off, severities changed, option values set.
/// Keys are rule IDs; ``RuleConfiguration/standard`` runs every rule as it ships.
public struct RuleConfiguration: Hashable, Sendable {
    public var disabled: Set<String> = []
    public var severities: [String: Severity] = [:]
    /// Option values by rule ID, then option name.
    public var options: [String: [String: RuleOptionValue]] = [:]

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:],
                options: [String: [String: RuleOptionValue]] = [:]) {
        self.disabled = disabled
        self.severities = severities
        self.options = options
    }

    public static let standard = RuleConfiguration()
}
