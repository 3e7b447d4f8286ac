import Testing
import Keystroke

/// An independent statement of the IIN table, as ordered rules on a 6-digit prefix,
/// used as the oracle for ``CardBrand/detect(_:)``.
func referenceBrand(sixDigits p: Int) -> CardBrand? {
    let p4 = p / 100, p3 = p / 1000, p2 = p / 10000, p1 = p / 100000
    let eloSingles: Set<Int> = [401178, 401179, 431274, 438935, 451416, 457393, 457631, 457632, 504175, 627780, 636297, 636368]
    let eloRanges: [ClosedRange<Int>] = [
        506699...506778, 509000...509999, 650031...650033, 650035...650051, 650405...650439, 650485...650538,
        650541...650598, 650700...650718, 650720...650727, 650901...650978, 651652...651679, 655000...655019,
        655021...655058,
    ]
    if eloSingles.contains(p) || eloRanges.contains(where: { $0.contains(p) }) { return .elo }
    if [384100, 384140, 384160, 606282].contains(p) { return .hipercard }
    if (622126...622925).contains(p) { return .discover }
    if (2200...2204).contains(p4) { return .mir }
    if (2221...2720).contains(p4) { return .mastercard }
    if (3528...3589).contains(p4) { return .jcb }
    if p4 == 6011 { return .discover }
    if (300...305).contains(p3) { return .diners }
    if (644...649).contains(p3) { return .discover }
    if p3 == 810 || (8110...8171).contains(p4) { return .unionpay }
    switch p2 {
    case 34, 37: return .amex
    case 36, 38, 39: return .diners
    case 50, 56, 57, 58, 59: return .maestro
    case 51...55: return .mastercard
    case 62: return .unionpay
    case 65: return .discover
    default: break
    }
    if p1 == 4 { return .visa }
    if p1 == 6 { return .maestro }
    return nil
}

@Suite struct CardBrandTests {
    @Test func sixDigitPrefixesMatchTheReferenceTable() {
        // Every 4-digit prefix at three points, and every range edge of the table with its neighbours.
        var prefixes: [Int] = []
        for head in 0..<10_000 { prefixes += [head * 100, head * 100 + 47, head * 100 + 99] }
        let edges = [
            401178, 401179, 431274, 438935, 451416, 457393, 457631, 457632, 504175, 506699, 506778, 509000, 509999,
            627780, 636297, 636368, 650031, 650033, 650035, 650051, 650405, 650439, 650485, 650538, 650541, 650598,
            650700, 650718, 650720, 650727, 650901, 650978, 651652, 651679, 655000, 655019, 655021, 655058,
            384100, 384140, 384160, 606282, 622126, 622925, 220000, 220499, 222100, 272099, 352800, 358999,
            601100, 601199, 300000, 305999, 644000, 649999, 590000, 599999, 810000, 810999, 811000, 817199,
        ]
        for edge in edges { prefixes += Array(edge - 2...edge + 2) }
        var mismatches: [Int] = []
        for prefix in prefixes where CardBrand.detect(String(prefix).leftPadded(to: 6)) != referenceBrand(sixDigits: prefix) {
            mismatches.append(prefix)
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10))")
    }

    @Test(arguments: [
        ("4111111111111111", CardBrand.visa), ("4012888888881881", .visa), ("4222222222222", .visa),
        ("5555555555554444", .mastercard), ("5105105105105100", .mastercard), ("2223003122003222", .mastercard),
        ("2720999999999996", .mastercard), ("378282246310005", .amex), ("371449635398431", .amex),
        ("30569309025904", .diners), ("38520000023237", .diners), ("36227206271667", .diners),
        ("6011111111111117", .discover), ("6011000990139424", .discover), ("3530111333300000", .jcb),
        ("3566002020360505", .jcb), ("6200000000000005", .unionpay), ("6759649826438453", .maestro),
        ("5066991111111118", .elo), ("6362970000457013", .elo), ("6062828888666688", .hipercard),
        ("2200000000000004", .mir),
        // Found by Scripts/conformance/cards.py: Maestro's 59 and UnionPay's 81 range were unknown brands.
        ("5900000000000000006", .maestro), ("8100000000000002", .unionpay), ("8171999999999997", .unionpay),
    ])
    func publishedTestNumbers(number: String, brand: CardBrand) throws {
        #expect(CardBrand.detect(number) == brand)
        #expect(Luhn.isValid(number))
        let validated = try CreditCardFormat().validate(number)
        #expect(validated.value == number)
    }

    @Test(arguments: [
        ("", nil), ("1", nil), ("2", nil), ("22", nil), ("2200", CardBrand.mir), ("2205", nil), ("2221", .mastercard),
        ("2721", nil), ("3", nil), ("34", .amex), ("35", nil), ("3528", .jcb), ("3841", .diners), ("384100", .hipercard),
        ("4", .visa), ("401178", .elo), ("401177", .visa), ("5", nil), ("50", .maestro), ("504175", .elo),
        ("59", .maestro), ("81", nil), ("810", .unionpay), ("8110", .unionpay), ("8171", .unionpay), ("8172", nil), ("6", .maestro), ("60", .maestro), ("6011", .discover), ("62", .unionpay), ("622126", .discover),
        ("622125", .unionpay), ("627780", .elo), ("65", .discover), ("650031", .elo), ("650034", .discover),
        ("4111 1111", .visa), ("37-82", .amex),
    ] as [(String, CardBrand?)])
    func detectionAsTheUserTypes(prefix: String, brand: CardBrand?) {
        #expect(CardBrand.detect(prefix) == brand)
    }

    @Test func groupsByBrand() {
        #expect(CardBrand.amex.groups(forLength: 15) == [4, 6, 5])
        #expect(CardBrand.diners.groups(forLength: 14) == [4, 6, 4])
        #expect(CardBrand.diners.groups(forLength: 16) == [4, 4, 4, 4])
        #expect(CardBrand.visa.groups(forLength: 19) == [4, 4, 4, 4, 3])
        #expect(CardBrand.maestro.groups(forLength: 12) == [4, 4, 4])
    }

    @Test func lengthsAndSecurityCodes() {
        for brand in CardBrand.allCases {
            for length in 0...25 {
                #expect(brand.allowsLength(length) == brand.lengths.contains(length), "\(brand) \(length)")
            }
            #expect(brand.maxLength == brand.lengths.max())
            #expect(brand.securityCodeLength == (brand == .amex ? 4 : 3))
        }
        #expect(CardBrand.visa.lengths == [13, 16, 19])
        #expect(CardBrand.hipercard.lengths == [16, 19])
        #expect(CardBrand.maestro.lengths == Array(12...19))
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
