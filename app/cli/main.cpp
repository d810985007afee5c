// main() of nk-bonaken-cli: forwards the arguments, as UTF-8 on every platform, to core/cli.
#include "cli/cli.h"

#include <QString>
#include <QtGlobal>

#include <cstdlib>

#include <iostream>
#include <string>
#include <vector>

#ifdef _WIN32
#include <windows.h>
#include <shellapi.h>

namespace {

// Windows gives main() its arguments in the ANSI code page; the CLI takes UTF-8 like everywhere
// else (Dutch names with accents, "Zoë.bonaken"), so they are read again from the wide command line.
std::vector<std::string> utf8Arguments()
{
    int count = 0;
    wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &count);
    std::vector<std::string> args;
    for (int i = 1; wide && i < count; ++i) {
        const int size = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
        std::string arg(size > 0 ? static_cast<std::size_t>(size - 1) : 0, '\0');
        WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, arg.data(), size, nullptr, nullptr);
        args.push_back(std::move(arg));
    }
    LocalFree(wide);
    return args;
}

} // namespace
#endif

namespace {

// Qt's own warnings are not for the referee: the SQL driver's "Unable to free statement: ERROR:
// current transaction is aborted" came before the Dutch message on a full server disk.
// The command says what happened in Dutch; NKB_QT_MESSAGES=1 shows Qt's words for a developer.
void quietQt(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg || qEnvironmentVariableIntValue("NKB_QT_MESSAGES") == 1)
        std::cerr << message.toStdString() << '\n';
    if (type == QtFatalMsg)
        std::abort();
}

} // namespace

int main(int argc, char **argv)
{
    qInstallMessageHandler(quietQt);
#ifdef _WIN32
    (void)argc;
    (void)argv;
    SetConsoleOutputCP(CP_UTF8); // our output is UTF-8 too
    const std::vector<std::string> args = utf8Arguments();
#else
    const std::vector<std::string> args(argv + 1, argv + argc);
#endif
    return nkb::cli::run(args, {std::cin, std::cout, std::cerr});
}
