// libphonenumber side of Benchmarks/Scripts/phone-vs-libphonenumber.sh: AsYouTypeFormatter::InputDigit per digit
// ("+" then the digits, a new formatter per number) and Parse + IsValidNumber per number, on the numbers given.
#include <phonenumbers/phonenumberutil.h>
#include <phonenumbers/asyoutypeformatter.h>
#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <vector>
using namespace i18n::phonenumbers;
int main(int argc, char** argv) {
  std::ifstream in(argv[1]); std::vector<std::string> nums; std::string l;
  while (std::getline(in, l)) if (!l.empty()) nums.push_back(l);
  PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  int rounds = argc > 2 ? atoi(argv[2]) : 20;
  std::string out; long digits = 0; size_t sink = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < rounds; r++) for (auto& n : nums) {
    std::unique_ptr<AsYouTypeFormatter> f(util->GetAsYouTypeFormatter("ZZ"));
    f->InputDigit('+', &out);
    for (char c : n) { f->InputDigit(c, &out); digits++; }
    sink += out.size();
  }
  auto t1 = std::chrono::steady_clock::now();
  long valid = 0;
  for (int r = 0; r < rounds; r++) for (auto& n : nums) {
    PhoneNumber p; if (util->Parse("+" + n, "ZZ", &p) == PhoneNumberUtil::NO_PARSING_ERROR && util->IsValidNumber(p)) valid++;
  }
  auto t2 = std::chrono::steady_clock::now();
  double a = std::chrono::duration<double, std::nano>(t1 - t0).count();
  double v = std::chrono::duration<double, std::nano>(t2 - t1).count();
  printf("libphonenumber as-you-type %.0f ns/digit (%ld digits)\nlibphonenumber Parse+IsValidNumber %.0f ns/number (%ld valid of %ld)\nsink %zu\n", a / digits, digits, v / (rounds * nums.size()), valid, rounds * nums.size(), sink);
}
