// SPDX-License-Identifier: MIT
// One executable, two faces: a subcommand runs headless (QCoreApplication), otherwise the desktop opens.
#include "cli.h"
#include "core/language.h"
#include "core/paths.h"
#include "shell/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>
#include <QTimer>
#include <QtPlugin>

Q_IMPORT_PLUGIN(CudaBackend)
Q_IMPORT_PLUGIN(AscendBackend)

using namespace Lowerscope;

// Shows VIEW first; false, with a one-line error naming it, when VIEW is no view's name or the opened PATH gives
// that view nothing (--view timeline on a folder without a trace).
static bool showView(Ui::MainWindow &window, const QString &view, const QString &path)
{
    if (view.isEmpty() || window.showView(view))
        return true;
    const QStringList names = Ui::MainWindow::viewNames();
    if (!names.contains(view))
        fprintf(stderr, "lowerscope: %s\n",
            qPrintable(QCoreApplication::translate("Cli", "%1: no such view (%2)").arg(view, names.join(QStringLiteral(", ")))));
    else
        fprintf(stderr, "lowerscope: %s\n",
            qPrintable(QCoreApplication::translate("Cli", "%1: %2 holds nothing this view shows").arg(view, path)));
    return false;
}

static int runGui(int argc, char **argv)
{
    // --screenshot works without a display: render offscreen unless a platform was chosen.
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--screenshot") == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    // The desktop file and icon installed by resources/CMakeLists.txt; the same icon embedded for the window.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.lowerscope.Lowerscope"));
    QIcon icon;
    for (int size : { 16, 32, 48, 64, 128, 256 })
        icon.addFile(QStringLiteral(":/icons/lowerscope-%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    QCommandLineParser parser;
    Cli::addGlobalOptions(parser);
    parser.addPositionalArgument(QStringLiteral("path"), QCoreApplication::translate("Cli", "A kernel folder or file to open."));
    const QCommandLineOption viewOption(QStringLiteral("view"),
        QCoreApplication::translate("Cli",
            "The view to show first (and in --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, "
            "optimize."),
        QStringLiteral("name"));
    parser.addOption(viewOption);
    const QCommandLineOption demoOption(QStringLiteral("demo"),
        QCoreApplication::translate(
            "Cli", "Open the teaching demo (Help > Open demo): real H200 kernels and their recorded rounds."));
    parser.addOption(demoOption);
    if (!parser.parse(app.arguments())) {
        fprintf(stderr, "lowerscope: %s\n", qPrintable(parser.errorText()));
        return 1;
    }
    QSettings settings;
    const QString lang = parser.isSet(QStringLiteral("lang"))
        ? parser.value(QStringLiteral("lang"))
        : settings.value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    Language::install(lang);

    Ui::MainWindow::Options options;
    const QString screenshot = parser.value(QStringLiteral("screenshot"));
    options.persistSettings = screenshot.isEmpty();
    // --kb and --workspace, else what Settings chose (not for --screenshot, which must not depend on them), else the defaults.
    auto chosen = [&](const char *option, const char *key, const QString &fallback) {
        if (parser.isSet(QLatin1String(option)))
            return parser.value(QLatin1String(option));
        const QString saved = options.persistSettings ? settings.value(QLatin1String(key)).toString() : QString();
        return saved.isEmpty() ? fallback : saved;
    };
    options.knowledgeBase = chosen("kb", "paths/knowledgeBase", Paths::defaultKnowledgeBase());
    options.workspace = chosen("workspace", "paths/workspace", Paths::defaultWorkspace());
    Ui::MainWindow window(options);

    QString path = parser.positionalArguments().value(0);
    if (!path.isEmpty() && !QFileInfo::exists(path)) {
        fprintf(
            stderr, "lowerscope: %s\n", qPrintable(QCoreApplication::translate("Cli", "%1: no such file or folder").arg(path)));
        return 1;
    }
    // Without a PATH the Start page shows, and offers the demo.
    if (!path.isEmpty())
        window.openPath(path);
    else if (parser.isSet(demoOption))
        window.openDemo();

    if (!screenshot.isEmpty()) {
        window.resize(1440, 900);
        window.show();
        if (!window.waitUntilIdle(30000))
            fprintf(stderr, "lowerscope: %s\n",
                qPrintable(
                    QCoreApplication::translate("Cli", "background work still running; the screenshot shows it in progress")));
        // A view that cannot be shown is an error: a screenshot of another view would pass for it.
        if (!showView(window, parser.value(viewOption), path))
            return 1;
        window.waitUntilIdle(5000); // the newly shown view lays out and paints
        if (!window.grab().save(screenshot, "PNG")) {
            fprintf(stderr, "lowerscope: %s\n",
                qPrintable(QCoreApplication::translate("Cli", "%1: could not write the screenshot").arg(screenshot)));
            return 1;
        }
        return 0;
    }
    window.show();
    if (parser.isSet(viewOption)) {
        window.waitUntilIdle(30000); // events keep flowing meanwhile: the window stays responsive
        showView(window, parser.value(viewOption), path);
    }
    return app.exec();
}

int main(int argc, char **argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("lowerscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("Lowerscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOWERSCOPE_VERSION));
    if (Cli::isHeadless(argc, argv)) {
        QCoreApplication app(argc, argv);
        return Cli::runHeadless(app.arguments());
    }
    return runGui(argc, argv);
}
