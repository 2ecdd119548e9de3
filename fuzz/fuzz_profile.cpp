/***************************************************************************
  fuzz_profile.cpp: any bytes as a jurisdiction profile (SwProfile::fromJson,
  what SwProfile::load reads a planner's file with). Either an exception
  naming the profile, or a profile that holds every rule of the schema in
  order, each of its kind, every number finite and not negative, each with
  a citation and the schema's unit, and each readable the way reports read it.
 ***************************************************************************/
#include "swfuzzqgis.h"

#include "core/swprofile.h"

#include "qgsexception.h"

#include <QSet>

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput( const uint8_t *data, size_t size )
{
  const QByteArray json( reinterpret_cast<const char *>( data ), static_cast<int>( size ) );
  SwProfile profile;
  try
  {
    profile = SwProfile::fromJson( json, QStringLiteral( "fuzz.json" ) );
  }
  catch ( const QgsProcessingException &e )
  {
    SW_FUZZ_CHECK( e.what().startsWith( QLatin1String( "Profile fuzz.json: " ) ), e.what() );
    return 0;
  }

  const QList<SwProfile::RuleSpec> &schema = SwProfile::schema();
  const QList<SwProfile::Rule> rules = profile.rules();
  SW_FUZZ_CHECK( rules.size() == schema.size(), QString::number( rules.size() ) );
  SW_FUZZ_CHECK( !profile.name().trimmed().isEmpty() && !profile.title().trimmed().isEmpty() && !profile.code().trimmed().isEmpty(), profile.name() );
  for ( int i = 0; i < schema.size(); ++i )
  {
    const SwProfile::RuleSpec &spec = schema.at( i );
    const SwProfile::Rule &rule = profile.rule( spec.key );
    SW_FUZZ_CHECK( rules.at( i ).key == spec.key, spec.key );
    SW_FUZZ_CHECK( !rule.citation.isEmpty() && rule.unit == spec.unit, spec.key );
    switch ( spec.kind )
    {
      case SwProfile::Kind::Number:
        SW_FUZZ_CHECK( rule.value.type() == QVariant::Double && std::isfinite( profile.number( spec.key ) ) && profile.number( spec.key ) >= 0, spec.key );
        break;
      case SwProfile::Kind::Flag:
        SW_FUZZ_CHECK( rule.value.type() == QVariant::Bool, spec.key );
        break;
      case SwProfile::Kind::Choice:
        SW_FUZZ_CHECK( spec.choices.contains( profile.choice( spec.key ) ), spec.key );
        break;
      case SwProfile::Kind::StringList:
        SW_FUZZ_CHECK( rule.value.type() == QVariant::StringList, spec.key );
        break;
      case SwProfile::Kind::Objects:
      {
        // What the loader promises every room: a non-empty list of objects, each with its own id and a citation.
        const QVariantList objects = profile.objects( spec.key );
        SW_FUZZ_CHECK( !objects.isEmpty(), spec.key );
        QSet<QString> ids;
        for ( const QVariant &object : objects )
        {
          const QVariantMap map = object.toMap();
          const QString id = map.value( QStringLiteral( "id" ) ).toString().trimmed();
          SW_FUZZ_CHECK( object.type() == QVariant::Map && !id.isEmpty() && !ids.contains( id ), spec.key );
          SW_FUZZ_CHECK( !map.value( QStringLiteral( "citation" ) ).toString().trimmed().isEmpty(), spec.key + ' ' + id );
          ids << id;
        }
        break;
      }
    }
    SW_FUZZ_CHECK( !SwProfile::displayValue( rule ).isNull() || spec.kind == SwProfile::Kind::StringList, spec.key );
  }
  return 0;
}
