#include "store/checkpoint.h"

#include <atomic>

namespace nkb::store {

namespace {
std::atomic<Checkpoint> chosen{Checkpoint::AtOnce};
}

void setCheckpoint(Checkpoint when) { chosen = when; }

Checkpoint checkpoint() { return chosen; }

} // namespace nkb::store
