// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace Lowerscope::Sql {
class Database;
struct Schema;
} // namespace Lowerscope::Sql

// The workspace's SQLite schema as append-only migrations (store/migration.h): step k raises PRAGMA
// user_version to k. Never edit a step that has shipped; add a new one.
namespace Lowerscope::WorkspaceSchema {

// "LSWS": marks a file as a Lowerscope workspace (PRAGMA application_id).
constexpr int ApplicationId = 0x4C535753;
const Sql::Schema &schema();
int latestVersion();
// Brings the database to latestVersion() (or to `upTo`, for tests of older files). Refuses files of another
// application and files written by a newer build, with a message for people.
bool migrate(Sql::Database &db, const QString &file, QString *error, int upTo = -1);

} // namespace Lowerscope::WorkspaceSchema
