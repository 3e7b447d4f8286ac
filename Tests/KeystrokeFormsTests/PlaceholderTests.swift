import Testing
import KeystrokeForms

@Test func formsModuleReexportsKeystroke() {
    let error = ValidationError.required
    #expect(error.code == "required")
}
