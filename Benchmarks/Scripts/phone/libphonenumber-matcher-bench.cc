// libphonenumber side of Benchmarks/Scripts/phone-matcher-vs-libphonenumber.sh: PhoneNumberMatcher
// at VALID for region US over the text's lines, one matcher per line (a message at a time), then
// over the first BYTES of the text as one text (its cost grows faster than the text: see the README).
#include <phonenumbers/phonenumberutil.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumbermatch.h>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>
using namespace i18n::phonenumbers;

// Process CPU time: the machine is shared, and wall-clock time counts the other jobs too.
static double cpuSeconds() {
  timespec spec;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec);
  return spec.tv_sec + spec.tv_nsec / 1e9;
}

static long find(const PhoneNumberUtil& util, const std::string& text) {
  PhoneNumberMatcher matcher(util, text, "US", PhoneNumberMatcher::VALID, 65535);
  PhoneNumberMatch match;
  long found = 0;
  while (matcher.HasNext()) { matcher.Next(&match); found++; }
  return found;
}

int main(int argc, char** argv) {
  if (argc < 2) { fprintf(stderr, "usage: libphonenumber-matcher-bench TEXT [ROUNDS] [WHOLE_BYTES]\n"); return 2; }
  std::ifstream in(argv[1]);
  std::vector<std::string> lines; std::string line, all; size_t bytes = 0;
  while (std::getline(in, line)) { bytes += line.size() + 1; all += line + "\n"; lines.push_back(line); }
  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  size_t whole = argc > 3 ? strtoul(argv[3], nullptr, 10) : 65536;
  find(util, lines[0]);  // metadata and regular expressions loaded before timing
  long found = 0;
  double t0 = cpuSeconds();
  for (int r = 0; r < rounds; r++) for (auto& text : lines) found += find(util, text);
  double seconds = cpuSeconds() - t0;
  printf("libphonenumber per line: %.3f MB/s (%zu bytes, %zu lines, %ld numbers a round)\n",
         bytes * rounds / seconds / 1e6, bytes, lines.size(), found / rounds);
  std::string part = all.substr(0, std::min(whole, all.size()));
  double t2 = cpuSeconds();
  long partFound = find(util, part);
  double partSeconds = cpuSeconds() - t2;
  printf("libphonenumber one text of %zu bytes: %.3f MB/s (%ld numbers)\n", part.size(), part.size() / partSeconds / 1e6, partFound);
}
