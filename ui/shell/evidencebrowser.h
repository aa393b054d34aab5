// SPDX-License-Identifier: MIT
#pragma once

#include <QTreeView>
#include <memory>

class QAbstractFileIconProvider;
class QFileSystemModel;

namespace Lowerscope::Ui {

// The Evidence dock's tree: the files of the opened path (the folder, or the file's folder with the file
// selected), with icons and types from the file names alone (never reading a file beside the analysis).
class EvidenceBrowser : public QTreeView {
    Q_OBJECT
public:
    explicit EvidenceBrowser(QWidget *parent = nullptr);
    ~EvidenceBrowser() override;
    // Shows the folder ROOT; CURRENT (a file below it) is selected when given.
    void showRoot(const QString &root, const QString &current = {});
    // Selects PATH (below the root shown) and scrolls to it.
    void reveal(const QString &path);

private:
    std::unique_ptr<QAbstractFileIconProvider> m_icons; // outlives the model (see the destructor)
    QFileSystemModel *m_model = nullptr;
};

} // namespace Lowerscope::Ui
