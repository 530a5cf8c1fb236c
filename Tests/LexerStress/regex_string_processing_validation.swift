import Foundation

struct SignUpForm {
    var email = ""
    var password = ""
    var username = ""
    var zip = ""

    enum Issue: String, CaseIterable {
        case email = "Enter a valid e-mail"
        case passwordLength = "At least 8 characters"
        case passwordDigit = "At least one digit"
        case username = "3-16 letters, digits or _"
        case zip = "5 digits (optionally -4)"
    }

    var issues: [Issue] {
        var result: [Issue] = []
        if email.wholeMatch(of: /[\w.+-]+@[\w-]+(\.[\w-]+)+/.ignoresCase()) == nil { result.append(.email) }
        if password.count < 8 { result.append(.passwordLength) }
        if !password.contains(/\d/) { result.append(.passwordDigit) }
        if username.wholeMatch(of: /[A-Za-z0-9_]{3,16}/) == nil { result.append(.username) }
        if zip.wholeMatch(of: /\d{5}(-\d{4})?/) == nil { result.append(.zip) }
        return result
    }

    var strength: Double {
        let classes = [/[a-z]/, /[A-Z]/, /\d/, /[^\w\s]/].filter { password.contains($0) }.count
        return Double(classes) / 4 * min(Double(password.count) / 12, 1)
    }

    mutating func normalize() {
        email = email.trimmingCharacters(in: .whitespaces).lowercased()
        username = username.replacing(/\s+/, with: "_")
        zip = zip.replacing(/[^\d-]/, with: "")
    }
}

var form = SignUpForm(email: " Ana@Example.COM ", password: "hunter22", username: "ana lima", zip: "12345-678a9")
form.normalize()
print(form.issues.map(\.rawValue), String(format: "%.2f", form.strength), form.zip.count / 2)
