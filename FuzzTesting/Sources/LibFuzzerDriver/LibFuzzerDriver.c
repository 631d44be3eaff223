// The declaration in include/LibFuzzerDriver.h is all this target is for: the function itself
// is libFuzzer's. SwiftPM wants one source file in a C target.
#include "LibFuzzerDriver.h"
