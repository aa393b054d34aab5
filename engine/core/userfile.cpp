// SPDX-License-Identifier: MIT
// Files the user names on the command line or in a round file: regular files only, read with a size cap.
#include "userfile.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Lowerscope::UserFile {

namespace {

QString notRegular(const QString &path, mode_t mode)
{
    const QString what = S_ISDIR(mode)   ? EngineText::english("UserFile", "a directory")
        : S_ISFIFO(mode)                 ? EngineText::english("UserFile", "a FIFO")
        : S_ISCHR(mode) || S_ISBLK(mode) ? EngineText::english("UserFile", "a device")
        : S_ISSOCK(mode)                 ? EngineText::english("UserFile", "a socket")
                                         : EngineText::english("UserFile", "a special file");
    return EngineText::english("UserFile", "%1: not a regular file (%2)").arg(path, what);
}

QString cannotRead(const QString &path, int err)
{
    return EngineText::english("UserFile", "%1: cannot read: %2").arg(path, QString::fromLocal8Bit(std::strerror(err)));
}

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
int openNonBlocking(const QString &path, QString *error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0 && error)
        *error = cannotRead(path, errno);
    return fd;
}

} // namespace

bool isRegular(const QString &path, QString *error)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        if (error)
            *error = cannotRead(path, errno);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        if (error)
            *error = notRegular(path, st.st_mode);
        return false;
    }
    return true;
}

bool isFolderOrRegular(const QString &path, QString *error)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return true;
    if (S_ISDIR(st.st_mode) || S_ISREG(st.st_mode))
        return true;
    *error = notRegular(path, st.st_mode);
    return false;
}

bool read(const QString &path, qint64 maxBytes, QByteArray *data, QString *error)
{
    const int fd = openNonBlocking(path, error);
    if (fd < 0)
        return false;
    struct stat st {};
    bool ok = false;
    if (::fstat(fd, &st) != 0) {
        *error = cannotRead(path, errno);
    } else if (!S_ISREG(st.st_mode)) {
        *error = notRegular(path, st.st_mode);
    } else if (qint64(st.st_size) > maxBytes) {
        *error = EngineText::english("UserFile", "%1: %2 bytes: larger than the %3 bytes this file may have")
                     .arg(path)
                     .arg(qint64(st.st_size))
                     .arg(maxBytes);
    } else {
        // The size can change while we read (a file still being written): never read past the cap.
        data->clear();
        data->reserve(qsizetype(st.st_size));
        char buf[1 << 16];
        ok = true;
        for (;;) {
            const ssize_t n = ::read(fd, buf, sizeof buf);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                *error = cannotRead(path, errno);
                ok = false;
                break;
            }
            if (n == 0)
                break;
            if (data->size() + n > maxBytes) {
                *error
                    = EngineText::english("UserFile", "%1: larger than the %2 bytes this file may have").arg(path).arg(maxBytes);
                ok = false;
                break;
            }
            data->append(buf, qsizetype(n));
        }
    }
    ::close(fd);
    if (!ok)
        data->clear();
    return ok;
}

} // namespace Lowerscope::UserFile
