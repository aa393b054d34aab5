// SPDX-License-Identifier: MIT
#pragma once

#include "chrometracechunks.h"

#include <QByteArray>
#include <QByteArrayView>
#include <functional>

namespace Lowerscope {
struct JobControl;
}

namespace Lowerscope::Internal {

// A single-pass scanner specialised for Chrome trace JSON over a file mapped into memory: no DOM, no token
// objects; keys are matched by length and bytes, values passed on as views into the mapping.
// It meets the document exactly as ChromeTraceParser does: it records the same builder calls, in chunks of
// about ChunkBytes of input, which the reading thread replays into a ChromeTraceBuilder while this one scans on.
// Anything it does not take (malformed or truncated JSON, control characters in strings, lone surrogates,
// numbers out of double range, nesting deeper than MaxDepth) makes it stop with Unsupported: the caller then
// rolls the profile back and reads the file with the general RapidJSON path, which reports the error.
class ChromeTraceScanner {
public:
    using Result = ScanChunkQueue::End;
    // Gives more of DATA when the bytes arrive as they are scanned (a file read in windows): called with the
    // address reached, it returns the end of the bytes available now (DATA's end once all are there; less when
    // the file was cut short). Asked between events while fewer than RefillBelow bytes are left, so that an
    // event larger than that is left to the general path.
    using Refill = std::function<const char *(const char *reached)>;
    static constexpr qint64 RefillBelow = qint64(16) << 20;
    ChromeTraceScanner(QByteArrayView data, ScanChunkQueue &queue, const JobControl &control, Refill refill = {});
    Result run(); // the last chunk is queued when it returns Done
    qint64 offset() const { return m_p - m_begin; }

private:
    static constexpr int MaxDepth = 256;
    static constexpr qint64 ChunkBytes = 256 << 10;

    bool topObject();
    bool eventsArray();
    bool event();
    bool args();
    bool devices();
    bool device();
    bool flush();
    void record(ScanItem::Op op, QByteArrayView text = {}, JsonKind kind = JsonKind::Null, TraceKey key = TraceKey::Other)
    {
        m_tooLong |= text.size() > 0xffffffff;
        m_chunk.add(op, key, kind, text, m_begin, m_end);
    }
    // Most tokens are followed by at most one blank: these two are inline, the loop is not.
    bool skipWs()
    {
        if (m_p < m_end && uchar(*m_p) > ' ')
            return true;
        if (m_end - m_p >= 2 && *m_p == ' ' && uchar(m_p[1]) > ' ') { // ", " and ": "
            m_dirty = true;
            ++m_p;
            return true;
        }
        return skipBlanks();
    }
    bool expect(char c)
    {
        if (m_p >= m_end || *m_p != c)
            return false;
        ++m_p;
        return true;
    }
    bool skipBlanks();
    bool key(QByteArrayView &out);
    bool string(QByteArrayView &out, QByteArray &scratch);
    bool unescape(const char *from, QByteArrayView &out, QByteArray &scratch);
    bool number(QByteArrayView &out);
    bool literal(JsonKind &kind, QByteArrayView &out);
    bool scalar(JsonKind &kind, QByteArrayView &out); // string, number or literal at m_p
    bool capture(QByteArray &out, int depth); // an array or object as minified JSON text
    bool skip(int depth);
    // The members of the object or array whose opening bracket is at m_p, up to CLOSE: MEMBER reads each one
    // (m_p on its first character; for an object, its key). Blanks, commas and the closing bracket are taken
    // here; a comma before CLOSE, or anything else between members, is a syntax error (false).
    template<class Member> bool members(char close, Member &&member);
    void more()
    {
        if (m_refill && m_end != m_dataEnd && m_end - m_p < RefillBelow)
            m_end = m_refill(m_p);
    }

    const char *m_begin;
    const char *m_end; // of the bytes available now
    const char *m_dataEnd; // of all the bytes
    Refill m_refill;
    const char *m_p;
    ScanChunkQueue &m_queue;
    const JobControl &m_control;
    ScanChunk m_chunk;
    qint64 m_nextFlush = ChunkBytes;
    bool m_tooLong = false; // a text over 4 GiB: left to the general path
    bool m_cancelled = false;
    bool m_dirty = false; // blanks skipped or escapes decoded since it was last cleared
    QByteArray m_keyScratch, m_valueScratch, m_capture;
};

} // namespace Lowerscope::Internal
