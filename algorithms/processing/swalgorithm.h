/***************************************************************************
  swalgorithm.h: what every `stormwater` algorithm shares: the PROFILE
  parameter and its loading, and the help footer naming the ordinances.
 ***************************************************************************/
#ifndef SWALGORITHM_H
#define SWALGORITHM_H

#include "core/swprofile.h"

#include "qgsprocessingalgorithm.h"

class SwAlgorithm : public QgsProcessingAlgorithm
{
public:
  static QString profileParameterName() { return QStringLiteral( "PROFILE" ); }

protected:
  //! Adds PROFILE: a built-in profile name or a path to a profile file.
  void addProfileParameter();

  //! Loads the profile PROFILE names; throws with the key at fault.
  SwProfile profileParameter( const QVariantMap &parameters, QgsProcessingContext &context ) const;

  //! Help text for PROFILE, shared by every algorithm's help.
  static QString profileHelp();

  //! "NAME: help" for every parameter that carries help, in the dialog's order.
  QString parametersHelp() const;
};

#endif // SWALGORITHM_H
