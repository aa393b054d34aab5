// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerjob.h"
#include "runners/runnercheck.h"
#include "runners/runnerprofile.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QSettings;
class QSpinBox;
class QVBoxLayout;
template<typename T> class QFutureWatcher;

namespace Lowerscope {

// Settings ▸ Runner profiles…: the named runner profiles (docs/runners.md) as a list and a form. Only presents
// and edits: validation, storage and the connection test are the engine's (RunnerProfiles, checkProfile).
class RunnerProfilesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RunnerProfilesDialog(QSettings &settings, QWidget *parent = nullptr);
    ~RunnerProfilesDialog() override;

    // Adds the menu entry that opens the dialog on the application's settings (kept translated).
    static QAction *addMenuEntry(QMenu *menu, QWidget *window);

    // The profile as the form shows it.
    RunnerProfile formProfile() const;
    void showProfile(const RunnerProfile &p);
    // Saves the form; false with the reason shown under the form.
    bool saveForm();
    QString message() const;
    QListWidget *list() const { return m_list; }

private:
    QVBoxLayout *createProfileList();
    QVBoxLayout *createProfileForm();
    void reload(const QString &select = {});
    void updateKindFields();
    void removeSelected();
    void testForm();
    void retranslateUi();
    void changeEvent(QEvent *event) override;

    QSettings &m_settings;
    QListWidget *m_list = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_parallel = nullptr;
    QLineEdit *m_python = nullptr;
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_remoteDir = nullptr;
    QLineEdit *m_sshOptions = nullptr;
    QLineEdit *m_partition = nullptr;
    QLineEdit *m_gres = nullptr;
    QLineEdit *m_timeLimit = nullptr;
    QLineEdit *m_account = nullptr;
    QLineEdit *m_sbatchArgs = nullptr;
    QLineEdit *m_sharedDir = nullptr;
    QSpinBox *m_poll = nullptr;
    QLabel *m_message = nullptr;
    QPlainTextEdit *m_testOutput = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_test = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    Ui::WorkerJob m_testJob { this }; // the profile test, off the GUI thread and in the status bar
};

} // namespace Lowerscope
