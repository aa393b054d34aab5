// SPDX-License-Identifier: MIT
// Files the user names: only regular files, opened without blocking, read with a size cap (docs/reliability.md).
#include "core/filestore.h"
#include "core/userfile.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace Lowerscope;
using namespace Qt::StringLiterals;

class TestUserFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsARegularFile()
    {
        const QString path = QStringLiteral(LOWERSCOPE_TEST_DATA "/triton-h200/matmul_naive/matmul_naive.meta.json");
        QByteArray data;
        QString error;
        QVERIFY2(UserFile::read(path, UserFile::MaxDocumentBytes, &data, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(data, f.readAll());
        QVERIFY(UserFile::isRegular(path, &error));
        QVERIFY(UserFile::isFolderOrRegular(path, &error));
    }

    void refusesAFileOverTheCap()
    {
        const QString path = QStringLiteral(LOWERSCOPE_TEST_DATA "/triton-h200/matmul_naive/matmul_naive.meta.json");
        const qint64 size = QFileInfo(path).size();
        QByteArray data;
        QString error;
        QVERIFY(!UserFile::read(path, size - 1, &data, &error));
        QVERIFY(data.isEmpty());
        QCOMPARE(error, u"%1: %2 bytes: larger than the %3 bytes this file may have"_s.arg(path).arg(size).arg(size - 1));
        QVERIFY(UserFile::read(path, size, &data, &error));
        QCOMPARE(data.size(), size);
    }

    // A FIFO without a writer: refused at once (a blocking open would wait forever).
    void refusesAFifoWithoutBlocking()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"rounds.json"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        QByteArray data;
        QString error;
        QVERIFY(!UserFile::read(fifo, UserFile::MaxDocumentBytes, &data, &error));
        QCOMPARE(error, u"%1: not a regular file (a FIFO)"_s.arg(fifo));
        QVERIFY(!UserFile::isRegular(fifo, &error));
        QVERIFY(!UserFile::isFolderOrRegular(fifo, &error));
        QCOMPARE(error, u"%1: not a regular file (a FIFO)"_s.arg(fifo));
        QVERIFY(t.elapsed() < 5000);
    }

    // The readers' own opens (FileStore, used for every file of an opened folder) refuse the same way.
    void fileStoreRefusesAFifoAndADevice()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"k.ttir"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        const FileBytes f = FileStore::open(fifo);
        QVERIFY(!f.isOpen());
        QCOMPARE(f.errorString(), u"%1: not a regular file (a FIFO)"_s.arg(fifo));
        const FileBytes zero = FileStore::open(u"/dev/zero"_s);
        QVERIFY(!zero.isOpen());
        QCOMPARE(zero.errorString(), u"/dev/zero: not a regular file (a device)"_s);
        QVERIFY(t.elapsed() < 5000);
        const FileBytes meta
            = FileStore::open(QStringLiteral(LOWERSCOPE_TEST_DATA "/triton-h200/matmul_naive/matmul_naive.meta.json"));
        QVERIFY(meta.isOpen());
        QCOMPARE(meta.size(),
            QFileInfo(QStringLiteral(LOWERSCOPE_TEST_DATA "/triton-h200/matmul_naive/matmul_naive.meta.json")).size());
    }

    // /dev/zero never ends: refused before a byte is read.
    void refusesADevice()
    {
        QByteArray data;
        QString error;
        QVERIFY(!UserFile::read(u"/dev/zero"_s, UserFile::MaxDocumentBytes, &data, &error));
        QCOMPARE(error, u"/dev/zero: not a regular file (a device)"_s);
        QVERIFY(data.isEmpty());
    }

    void foldersAndMissingPaths()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(UserFile::isFolderOrRegular(dir.path(), &error));
        QVERIFY(!UserFile::isRegular(dir.path(), &error));
        QCOMPARE(error, u"%1: not a regular file (a directory)"_s.arg(dir.path()));
        const QString missing = dir.filePath(u"missing.json"_s);
        QVERIFY(UserFile::isFolderOrRegular(missing, &error)); // the reader says what is missing
        QByteArray data;
        QVERIFY(!UserFile::read(missing, 100, &data, &error));
        QCOMPARE(error, u"%1: cannot read: No such file or directory"_s.arg(missing));
    }
};

QTEST_GUILESS_MAIN(TestUserFile)
#include "tst_userfile.moc"
