// SPDX-License-Identifier: MIT
#include "shell/evidencebrowser.h"

#include <QFileIconProvider>
#include <QFileSystemModel>
#include <QMimeDatabase>

namespace Lowerscope::Ui {

namespace {

// The evidence browser's icons and type names, from the file name alone: Qt's default provider reads the content
// of every file whose name does not decide its type (.ttir, .cubin, ...), which would open each evidence file a
// second time beside the analysis that reads it once.
class NameIconProvider : public QFileIconProvider {
public:
    using QFileIconProvider::icon;
    QIcon icon(const QFileInfo &info) const override
    {
        if (info.isDir())
            return QFileIconProvider::icon(QFileIconProvider::Folder);
        const QMimeType type = m_mime.mimeTypeForFile(info, QMimeDatabase::MatchExtension);
        QIcon i = QIcon::fromTheme(type.iconName());
        if (i.isNull())
            i = QIcon::fromTheme(type.genericIconName());
        return i.isNull() ? QFileIconProvider::icon(QFileIconProvider::File) : i;
    }
    QString type(const QFileInfo &info) const override
    {
        return info.isDir() ? QFileIconProvider::type(info)
                            : m_mime.mimeTypeForFile(info, QMimeDatabase::MatchExtension).comment();
    }

private:
    QMimeDatabase m_mime;
};

} // namespace

EvidenceBrowser::EvidenceBrowser(QWidget *parent)
    : QTreeView(parent)
    , m_icons(std::make_unique<NameIconProvider>())
{
    setObjectName(QStringLiteral("evidenceView"));
    m_model = new QFileSystemModel(this);
    m_model->setReadOnly(true);
    m_model->setIconProvider(m_icons.get());
    setModel(m_model);
    for (int c = 1; c < m_model->columnCount(); ++c)
        hideColumn(c);
    setHeaderHidden(true);
    setRootIndex(m_model->index(QString()));
}

// The model goes first, while the icon provider it uses still exists.
EvidenceBrowser::~EvidenceBrowser()
{
    setModel(nullptr);
    delete m_model;
}

void EvidenceBrowser::showRoot(const QString &root, const QString &current)
{
    m_model->setRootPath(root);
    setRootIndex(m_model->index(root));
    if (!current.isEmpty())
        setCurrentIndex(m_model->index(current));
}

void EvidenceBrowser::reveal(const QString &path)
{
    setCurrentIndex(m_model->index(path));
    scrollTo(currentIndex());
}

} // namespace Lowerscope::Ui
