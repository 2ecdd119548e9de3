// The tests' precompiled header (STORMWATER_PCH): the engine's, GoogleTest and
// what the suites use to make and read their files.
#pragma once

#include "core/swprecompiled.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include "qgsapplication.h"
