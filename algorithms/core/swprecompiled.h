// The standard, Qt and QGIS headers most of the engine's files include,
// compiled once per build (CMake's precompiled header, STORMWATER_PCH): parsing
// QGIS's headers is half the time of compiling a file. Nothing here is the
// engine's own, so a file still includes what it uses; the fuzz build, which
// has no precompiled header, shows a file that forgot.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <vector>

#include <QFile>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

#include "qgsexception.h"
#include "qgsfeature.h"
#include "qgsgeometry.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"
