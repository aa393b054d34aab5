// SPDX-License-Identifier: MIT
#include "chrometracechunks.h"

namespace Lowerscope::Internal {

void ScanChunk::replay(ChromeTraceBuilder &builder) const
{
    QByteArrayView deviceKey;
    for (size_t i = 0; i < count; ++i) {
        const ScanItem &item = items[i];
        const QByteArrayView text = item.size == 0 ? QByteArrayView()
            : item.inArena                         ? QByteArrayView(arena.constData() + item.where, item.size)
                                                   : QByteArrayView(reinterpret_cast<const char *>(item.where), item.size);
        switch (item.op) {
        case ScanItem::BeginEvent:
            builder.beginEvent();
            break;
        case ScanItem::EventField:
            builder.eventField(item.key, item.kind, text);
            break;
        case ScanItem::ArgKey:
            builder.argKey(text);
            break;
        case ScanItem::ArgValue:
            builder.argValue(item.kind, text);
            break;
        case ScanItem::EndEvent:
            builder.endEvent();
            break;
        case ScanItem::DeviceKey:
            deviceKey = text;
            break;
        case ScanItem::DeviceValue:
            builder.deviceField(deviceKey, item.kind, text);
            break;
        case ScanItem::OpTrace:
            builder.setOpTrace();
            break;
        }
    }
}

bool ScanChunkQueue::push(ScanChunk &chunk)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_stopped || m_full.size() < InFlight; });
    if (m_stopped)
        return false;
    m_full.push_back(std::move(chunk));
    if (!m_free.empty()) {
        chunk = std::move(m_free.front());
        m_free.pop_front();
    } else {
        chunk = ScanChunk();
    }
    chunk.clear();
    m_changed.notify_all();
    return true;
}

bool ScanChunkQueue::pop(ScanChunk &chunk)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_finished || !m_full.empty(); });
    if (m_full.empty())
        return false;
    chunk = std::move(m_full.front());
    m_full.pop_front();
    m_changed.notify_all();
    return true;
}

void ScanChunkQueue::recycle(ScanChunk &chunk)
{
    const std::lock_guard lock(m_mutex);
    if (m_free.size() < InFlight)
        m_free.push_back(std::move(chunk));
}

void ScanChunkQueue::finish(End end)
{
    const std::lock_guard lock(m_mutex);
    m_finished = true;
    m_end = end;
    m_changed.notify_all();
}

void ScanChunkQueue::stop()
{
    const std::lock_guard lock(m_mutex);
    m_stopped = true;
    m_changed.notify_all();
}

ScanChunkQueue::End ScanChunkQueue::end() const
{
    const std::lock_guard lock(m_mutex);
    return m_end;
}

} // namespace Lowerscope::Internal
