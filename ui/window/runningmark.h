#pragma once
// While nk-bonaken runs on Windows it holds a named mutex, "NKBonakenRunning" (the system lets
// go of it when the program ends, also after a crash). The installer and the uninstaller look
// for it (installer/windows/nk-bonaken.nsi) and ask to close the program first: an uninstall
// or an update never again meets a bin\ folder whose DLLs are in use. Elsewhere it does nothing.
namespace nkb::ui {

class RunningMark {
public:
    RunningMark();
    ~RunningMark();
    RunningMark(const RunningMark &) = delete;
    RunningMark &operator=(const RunningMark &) = delete;

private:
    void *m_handle{nullptr};
};

} // namespace nkb::ui
