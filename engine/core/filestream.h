// SPDX-License-Identifier: MIT
#pragma once

#include "filestore.h"

#include <QString>
#include <memory>

class QFile;

namespace Lowerscope {

// A file read front to back in pieces, into memory its reader reuses, for a reader that looks at each byte once
// (the CSV tables, profile/csvrecords.h): it never holds the whole file, so memory does not grow with the file
// and no fresh pages are faulted in for it (reading a 491 MB table whole cost a fifth of its time). The
// guarantees of FileStore::open hold: a regular file only (a FIFO or a device is refused, never opened), read
// with read(), never mapped (no SIGBUS when it is truncated), never more than the size it had when opened (a
// file that shrinks ends early). The descriptor is held from open() until the end is read or the stream is
// destroyed; the store's open observer sees it as an open from disk. A file the FileStore holds already (read
// by another reader of the same analysis, unchanged on disk) is not read again: held() gives its bytes.
class FileStream {
public:
    FileStream();
    ~FileStream();
    FileStream(const FileStream &) = delete;
    FileStream &operator=(const FileStream &) = delete;

    bool open(const QString &path); // false with errorString()
    QString errorString() const { return m_error; }
    // The whole file when the store held it (pinned like FileStore::open's); then read() gives nothing.
    const FileBytes &held() const { return m_held; }
    qint64 size() const { return m_size; } // as opened
    bool atEnd() const { return m_read >= m_size; }
    // Reads up to BYTES more bytes into TO: how many, 0 at the end (or once the file shrank or a read failed).
    qint64 read(char *to, qint64 bytes);

private:
    FileBytes m_held;
    std::unique_ptr<QFile> m_file;
    qint64 m_size = 0;
    qint64 m_read = 0;
    QString m_error;
};

} // namespace Lowerscope
