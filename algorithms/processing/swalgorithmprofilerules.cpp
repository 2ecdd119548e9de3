/***************************************************************************
  swalgorithmprofilerules.cpp: writes a profile's rules as a table.
 ***************************************************************************/
#include "processing/swalgorithmprofilerules.h"
#include "processing/swdestinationcheck.h"
#include "core/compat.h"
#include "core/swcancel.h"

#include "qgsfeaturesink.h"
#include "qgsprocessingfeedback.h"

#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

SwAlgorithm::Description SwProfileRulesAlgorithm::description() const
{
  return { "profilerules", QT_TRANSLATE_NOOP( "SwAlgorithm", "Jurisdiction profile rules" ), Group::Profiles, QT_TRANSLATE_NOOP( "SwAlgorithm", "profile,ordinance,threshold,citation,city,rules" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Lists every threshold of a city's storm water ordinance profile with its unit and citation." ) };
}

QString SwProfileRulesAlgorithm::shortHelpString() const
{
  return QObject::tr( "Writes one row per rule of a jurisdiction profile: the rule key, what it means, its value, unit and the ordinance section it comes from. "
                      "Use it to check or file the numbers a screen used, or as the starting point of a city's own profile.\n"
                      "Profile rules: a table (no geometry) with fields profile, rule, meaning, value, unit, citation; a rule that holds a list of objects (the LID categories, exemptions...) has a row of its own and one row per object, named rule[id].\n" ) +
         helpPointer();
}

SwProfileRulesAlgorithm *SwProfileRulesAlgorithm::createInstance() const
{
  return new SwProfileRulesAlgorithm();
}

void SwProfileRulesAlgorithm::initAlgorithm( const QVariantMap & )
{
  addProfileParameter();
  auto output = std::make_unique<QgsProcessingParameterFeatureSink>( QStringLiteral( "OUTPUT" ), QObject::tr( "Profile rules" ), SW_PROCESSING_SOURCE_TABLE );
  output->setHelp( QObject::tr( "one row per rule: profile, rule, meaning, value, unit, citation." ) );
  addParameter( output.release() );
}

QVariantMap SwProfileRulesAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  const SwProfile profile = profileParameter( parameters, context );

  QgsFields fields;
  for ( const char *name : { "profile", "rule", "meaning", "value", "unit", "citation" } )
    fields.append( QgsField( QString::fromLatin1( name ), SW_VARIANT_TYPE( QString ) ) );

  feedback->pushInfo( QObject::tr( "%1: %2" ).arg( profile.title(), profile.code() ) );
  QList<QgsAttributes> rows;
  for ( const SwProfile::Rule &rule : profile.rules() )
  {
    QString meaning;
    for ( const SwProfile::RuleSpec &spec : SwProfile::schema() )
    {
      if ( spec.key == rule.key )
        meaning = spec.description;
    }
    if ( rule.value.type() == QVariant::List )
    {
      // A list of objects (LID categories, exemptions...): the rule with its own citation, then
      // one row per object, named key[id], its value the object as written (less its citation).
      rows << ( QgsAttributes() << profile.name() << rule.key << meaning << SwProfile::displayValue( rule ) << rule.unit << rule.citation );
      for ( const QVariant &item : rule.value.toList() )
      {
        QVariantMap object = item.toMap();
        const QString citation = object.take( QStringLiteral( "citation" ) ).toString();
        const QString id = object.value( QStringLiteral( "id" ) ).toString();
        const QString text = object.value( QStringLiteral( "text" ), object.value( QStringLiteral( "words" ) ) ).toString();
        const QString value = QString::fromUtf8( QJsonDocument( QJsonObject::fromVariantMap( object ) ).toJson( QJsonDocument::Compact ) );
        rows << ( QgsAttributes() << profile.name() << QStringLiteral( "%1[%2]" ).arg( rule.key, id ) << text << value << rule.unit << citation );
      }
    }
    else
    {
      const QString value = rule.value.type() == QVariant::Double ? QString::number( rule.value.toDouble(), 'g', 12 ) : SwProfile::displayValue( rule );
      rows << ( QgsAttributes() << profile.name() << rule.key << meaning << value << rule.unit << rule.citation );
    }
  }
  // Staged and put in place as every output (a GeoPackage keeps its other layers).
  return mOutputs.run( context, feedback, [&]()
                       {
    writeTable( mOutputs, parameters, QStringLiteral( "OUTPUT" ), context, fields, rows, feedback );
    feedback->setProgress( 100 );
    return QVariantMap(); } );
}
