#include "ui/window/runningmark.h"

#ifdef _WIN32
#include <windows.h>
#endif

namespace nkb::ui {

RunningMark::RunningMark()
{
#ifdef _WIN32
    // The same name in installer/windows/nk-bonaken.nsi (OpenMutex). Not owned: only its being
    // there counts, and a second window of the program opens the same one.
    m_handle = CreateMutexW(nullptr, FALSE, L"NKBonakenRunning");
#endif
}

RunningMark::~RunningMark()
{
#ifdef _WIN32
    if (m_handle)
        CloseHandle(m_handle);
#endif
}

} // namespace nkb::ui
