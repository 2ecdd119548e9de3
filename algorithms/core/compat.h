/***************************************************************************
  compat.h: the few QGIS spellings that changed after 3.22, in one place, so
  the engine builds against 3.22 and against newer LTRs.
 ***************************************************************************/
#ifndef SWCOMPAT_H
#define SWCOMPAT_H

#include <memory>

#include "qgis.h"
#include "qgsfeaturerequest.h"
#include "qgsrectangle.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgswkbtypes.h"
#if _QGIS_VERSION_INT >= 33800
#include "qgsvariantutils.h"
#endif

#if _QGIS_VERSION_INT >= 33000
using SwWkbType = Qgis::WkbType;
#define SW_WKB( name ) Qgis::WkbType::name
#define SW_PROCESSING_SOURCE_POLYGON Qgis::ProcessingSourceType::VectorPolygon
#define SW_PROCESSING_SOURCE_POINT Qgis::ProcessingSourceType::VectorPoint
#define SW_PROCESSING_SOURCE_LINE Qgis::ProcessingSourceType::VectorLine
#define SW_PROCESSING_SOURCE_ANY Qgis::ProcessingSourceType::VectorAnyGeometry
#define SW_PROCESSING_SOURCE_TABLE Qgis::ProcessingSourceType::Vector
#define SW_PARAMETER_FLAG_OPTIONAL Qgis::ProcessingParameterFlag::Optional
#define SW_PARAMETER_FLAG_ADVANCED Qgis::ProcessingParameterFlag::Advanced
#define SW_NUMBER_INTEGER Qgis::ProcessingNumberParameterType::Integer
#define SW_NUMBER_DOUBLE Qgis::ProcessingNumberParameterType::Double
#define SW_FIELD_ANY Qgis::ProcessingFieldParameterDataType::Any
#define SW_FIELD_STRING Qgis::ProcessingFieldParameterDataType::String
#define SW_FIELD_NUMERIC Qgis::ProcessingFieldParameterDataType::Numeric
#define SW_FILE_TYPE_FILE Qgis::ProcessingFileParameterBehavior::File
#define SW_DATETIME_DATE Qgis::ProcessingDateTimeParameterDataType::Date
using SwAlgorithmFlags = Qgis::ProcessingAlgorithmFlags;
#define SW_ALGORITHM_FLAG_NO_THREADING Qgis::ProcessingAlgorithmFlag::NoThreading
#define SW_ALGORITHM_FLAG( name ) Qgis::ProcessingAlgorithmFlag::name
#define SW_PARAMETER_FLAG( name ) Qgis::ProcessingParameterFlag::name
#else
using SwWkbType = QgsWkbTypes::Type;
#define SW_WKB( name ) QgsWkbTypes::name
#define SW_PROCESSING_SOURCE_POLYGON QgsProcessing::TypeVectorPolygon
#define SW_PROCESSING_SOURCE_POINT QgsProcessing::TypeVectorPoint
#define SW_PROCESSING_SOURCE_LINE QgsProcessing::TypeVectorLine
#define SW_PROCESSING_SOURCE_ANY QgsProcessing::TypeVectorAnyGeometry
#define SW_PROCESSING_SOURCE_TABLE QgsProcessing::TypeVector
#define SW_PARAMETER_FLAG_OPTIONAL QgsProcessingParameterDefinition::FlagOptional
#define SW_PARAMETER_FLAG_ADVANCED QgsProcessingParameterDefinition::FlagAdvanced
#define SW_NUMBER_INTEGER QgsProcessingParameterNumber::Integer
#define SW_NUMBER_DOUBLE QgsProcessingParameterNumber::Double
#define SW_FIELD_ANY QgsProcessingParameterField::Any
#define SW_FIELD_STRING QgsProcessingParameterField::String
#define SW_FIELD_NUMERIC QgsProcessingParameterField::Numeric
#define SW_FILE_TYPE_FILE QgsProcessingParameterFile::File
#define SW_DATETIME_DATE QgsProcessingParameterDateTime::Date
using SwAlgorithmFlags = QgsProcessingAlgorithm::Flags;
#define SW_ALGORITHM_FLAG_NO_THREADING QgsProcessingAlgorithm::FlagNoThreading
#define SW_ALGORITHM_FLAG( name ) QgsProcessingAlgorithm::Flag##name
#define SW_PARAMETER_FLAG( name ) QgsProcessingParameterDefinition::Flag##name
#endif

// Label placement became Qgis::LabelPlacement in 3.26.
#if _QGIS_VERSION_INT >= 32600
#define SW_LABEL_PLACEMENT( name ) Qgis::LabelPlacement::name
#else
#define SW_LABEL_PLACEMENT( name ) QgsPalLayerSettings::name
#endif

// Geometry types and units moved from QgsWkbTypes and QgsUnitTypes into Qgis
// in 3.30: SW_GEOMETRY( Polygon ), SW_RENDER_UNIT( Millimeters ),
// SW_LAYOUT_UNIT( Millimeters ), SW_DISTANCE_UNIT( Feet ).
#if _QGIS_VERSION_INT >= 33000
using SwGeometryType = Qgis::GeometryType;
#define SW_GEOMETRY( name ) Qgis::GeometryType::name
#define SW_RENDER_UNIT( name ) Qgis::RenderUnit::name
#define SW_LAYOUT_UNIT( name ) Qgis::LayoutUnit::name
#define SW_DISTANCE_UNIT( name ) Qgis::DistanceUnit::name
#else
using SwGeometryType = QgsWkbTypes::GeometryType;
#define SW_GEOMETRY( name ) QgsWkbTypes::name##Geometry
#define SW_RENDER_UNIT( name ) QgsUnitTypes::Render##name
#define SW_LAYOUT_UNIT( name ) QgsUnitTypes::Layout##name
#define SW_DISTANCE_UNIT( name ) QgsUnitTypes::Distance##name
#endif

// QGIS's thread-local GEOS context: QgsGeosContext::get() since 3.34 (the
// caller includes qgsgeos.h).
#if _QGIS_VERSION_INT >= 33400
#define SW_GEOS_CONTEXT() QgsGeosContext::get()
#else
#define SW_GEOS_CONTEXT() QgsGeos::getGEOSHandler()
#endif

// Feature request flags, invalid geometry checks, WKT variants and feature
// source (definition) flags moved into Qgis in 3.36:
// SW_GEOMETRY_CHECK( NoCheck | SkipInvalid | AbortOnInvalid ).
#if _QGIS_VERSION_INT >= 33600
using SwInvalidGeometryCheck = Qgis::InvalidGeometryCheck;
#define SW_GEOMETRY_CHECK( name ) Qgis::InvalidGeometryCheck::name
#define SW_FEATURE_REQUEST_FLAG( name ) Qgis::FeatureRequestFlag::name
#define SW_CRS_WKT2_2019 Qgis::CrsWktVariant::Wkt2_2019
#define SW_SOURCE_DEFINITION_OVERRIDE_GEOMETRY_CHECK Qgis::ProcessingFeatureSourceDefinitionFlag::OverrideDefaultGeometryCheck
#define SW_SOURCE_SKIP_GEOMETRY_VALIDITY_CHECKS Qgis::ProcessingFeatureSourceFlag::SkipGeometryValidityChecks
#else
using SwInvalidGeometryCheck = QgsFeatureRequest::InvalidGeometryCheck;
#define SW_GEOMETRY_CHECK( name ) QgsFeatureRequest::Geometry##name
#define SW_FEATURE_REQUEST_FLAG( name ) QgsFeatureRequest::name
#define SW_CRS_WKT2_2019 QgsCoordinateReferenceSystem::WKT2_2019
#define SW_SOURCE_DEFINITION_OVERRIDE_GEOMETRY_CHECK QgsProcessingFeatureSourceDefinition::FlagOverrideDefaultGeometryCheck
#define SW_SOURCE_SKIP_GEOMETRY_VALIDITY_CHECKS QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks
#endif

// Field origins moved into Qgis in 3.38, and fields are typed by
// QMetaType::Type there (QVariant::Type, gone in Qt 6, before):
// SwVariantType, SW_VARIANT_TYPE( Double ) with Qt 6's names, and
// swNullVariant( type ) for a null value of a field's type.
#if _QGIS_VERSION_INT >= 33800
#define SW_FIELD_ORIGIN_PROVIDER Qgis::FieldOrigin::Provider
using SwVariantType = QMetaType::Type;
#define SW_VARIANT_TYPE( name ) QMetaType::name
inline QVariant swNullVariant( SwVariantType type ) { return QgsVariantUtils::createNullVariant( type ); }
#else
#define SW_FIELD_ORIGIN_PROVIDER QgsFields::OriginProvider
using SwVariantType = QVariant::Type;
#define SW_VARIANT_TYPE( name ) SW_QVARIANT_TYPE_##name
#define SW_QVARIANT_TYPE_QString QVariant::String
#define SW_QVARIANT_TYPE_QStringList QVariant::StringList
#define SW_QVARIANT_TYPE_QVariantList QVariant::List
#define SW_QVARIANT_TYPE_QVariantMap QVariant::Map
#define SW_QVARIANT_TYPE_QDate QVariant::Date
#define SW_QVARIANT_TYPE_QDateTime QVariant::DateTime
#define SW_QVARIANT_TYPE_QTime QVariant::Time
#define SW_QVARIANT_TYPE_QByteArray QVariant::ByteArray
#define SW_QVARIANT_TYPE_Double QVariant::Double
#define SW_QVARIANT_TYPE_Int QVariant::Int
#define SW_QVARIANT_TYPE_UInt QVariant::UInt
#define SW_QVARIANT_TYPE_LongLong QVariant::LongLong
#define SW_QVARIANT_TYPE_ULongLong QVariant::ULongLong
#define SW_QVARIANT_TYPE_Bool QVariant::Bool
#define SW_QVARIANT_TYPE_UnknownType QVariant::Invalid
inline QVariant swNullVariant( SwVariantType type ) { return QVariant( type ); }
#endif

// The scale bar's segment size mode moved into Qgis in 3.40.
#if _QGIS_VERSION_INT >= 34000
#define SW_SCALEBAR_SEGMENT_SIZE_FIXED Qgis::ScaleBarSegmentSizeMode::Fixed
#else
#define SW_SCALEBAR_SEGMENT_SIZE_FIXED QgsScaleBarSettings::SegmentSizeFixed
#endif

// Saving a vector layer's style into its own database: saveStyleToDatabaseV2()
// on 3.44, where the older call is deprecated (3.40 has only the older one).
template<class VectorLayer>
void swSaveStyleToDatabase( VectorLayer &layer, const QString &name, const QString &description, bool useAsDefault, const QString &uiFileContent, QString &error )
{
#if _QGIS_VERSION_INT >= 34400
  layer.saveStyleToDatabaseV2( name, description, useAsDefault, uiFileContent, error );
#else
  layer.saveStyleToDatabase( name, description, useAsDefault, uiFileContent, error );
#endif
}

// GEOS's version (the caller includes geos_c.h): GEOS 3.13 (Debian 13)
// measures some broken rings that GEOS 3.11 (Debian 12) throws a
// TopologyException on.
#define SW_GEOS_VERSION_INT ( GEOS_VERSION_MAJOR * 100 + GEOS_VERSION_MINOR )

// GDAL's block read errors name the raster with its folder on GDAL 3.6
// (Debian 12) and by its file name alone on 3.10 (Debian 13); the caller
// includes gdal_version.h.
#define SW_GDAL_READ_ERRORS_NAME_FILE_ALONE ( GDAL_VERSION_NUM >= 3100000 )

// The area two rectangles share. QgsRectangle::intersect() of rectangles
// apart is an empty rectangle of area 0 on 3.22, a null one on 3.44 whose
// area() is not 0 (its width and height are -infinity): test first.
inline double swOverlapArea( const QgsRectangle &a, const QgsRectangle &b )
{
  return a.intersects( b ) ? a.intersect( b ).area() : 0;
}

// The height in mm of \a text drawn by a layout \a label wrapped at \a widthMm
// (its margins aside): 3.22 draws a label's text with Qt in \a font (read
// from the label's LabelFont), 3.24 and newer with QgsTextRenderer in the
// label's text format (core/compat.cpp).
class QFont;
class QgsLayoutItem;
double swLabelTextHeightMm( const QgsLayoutItem *label, const QFont &font, const QString &text, double widthMm );

// Symbols' createSimple() returns a std::unique_ptr on 3.44 and a raw
// pointer on 3.22; swRelease() gives the raw pointer an owner such as
// QgsSingleSymbolRenderer takes, from either. No version test needed.
template<class T> T *swRelease( T *pointer ) { return pointer; }
template<class T> T *swRelease( std::unique_ptr<T> &&pointer ) { return pointer.release(); }

#endif // SWCOMPAT_H
